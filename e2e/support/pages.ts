import type { Browser, Page } from '@playwright/test';
import { type Account, useSession } from './accounts';

/** A browser of its own (own cookies, own client address) signed in as `account`. */
export async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useSession(page.context(), account);
  return page;
}

/** A collaboration's message thread on its page. */
export const collaborationThread = (page: Page) => page.getByRole('list', { name: 'Messages' });
