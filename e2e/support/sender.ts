import { expect, type Page } from '@playwright/test';
import { latestMailTo } from './outbox';

/**
 * Sets the signed-in brand's sender on the Email → Sender tab (`name`, and a new reply-to address
 * from it) and verifies it through the emailed link, as a person does. Returns the address.
 */
export async function verifySender(page: Page, name: string): Promise<string> {
  const address = `${name.toLowerCase()}-${Date.now()}@brand.example`;
  await page.goto('/email?tab=sender');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Reply-to address').fill(address);
  await page.getByRole('button', { name: 'Save sender' }).click();
  const verification = await latestMailTo(address);
  const link = /https?:\/\/\S+email-sender-verify\?token=[\w.-]+/.exec(
    verification.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('Your sender is verified')).toBeVisible();
  return address;
}
