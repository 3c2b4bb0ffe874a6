import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits until the app has taken the page over (`<html data-app-running>`, set
 * by app/hydration.ts). A page the server draws is on screen before that, as plain HTML: a
 * button clicked then does nothing and a link loads a new page, as for a person on a slow phone.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-running]')).toBeAttached();
}
