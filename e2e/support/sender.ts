import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { authHeaders } from './accounts';
import { latestMailTo } from './outbox';

/** A new reply-to address for the sender `name`. */
const senderAddress = (name: string) => `${name.toLowerCase()}-${Date.now()}@brand.example`;

/** The verification link in the newest mail to `address` (app/routes/email-sender-verify.tsx). */
async function verificationLink(address: string): Promise<URL> {
  const verification = await latestMailTo(address);
  const link = /https?:\/\/\S+email-sender-verify\?token=[\w.-]+/.exec(
    verification.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}

/** The postal address test senders give (CAN-SPAM: printed in every outreach footer). */
export const POSTAL_ADDRESS = {
  street: '1 Market Street',
  city: 'San Francisco',
  postalCode: '94105',
  country: 'United States',
};

/**
 * Sets the signed-in brand's sender on the Email → Sender tab (`name`, and a new reply-to address
 * from it), verifies it through the emailed link and fills in its postal address, as a person
 * does. Returns the address.
 */
export async function verifySender(page: Page, name: string): Promise<string> {
  const address = senderAddress(name);
  await page.goto('/email?tab=sender');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Reply-to address').fill(address);
  await page.getByRole('button', { name: 'Save sender' }).click();
  const link = await verificationLink(address);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Your sender is verified')).toBeVisible();
  await page.goto('/email?tab=sender');
  await page.getByLabel('Street and number').fill(POSTAL_ADDRESS.street);
  await page.getByLabel('Postal code').fill(POSTAL_ADDRESS.postalCode);
  await page.getByLabel('City').fill(POSTAL_ADDRESS.city);
  await page.getByLabel('Country').fill(POSTAL_ADDRESS.country);
  await page.getByRole('button', { name: 'Save postal address' }).click();
  await expect(page.getByText('Your postal address is saved.')).toBeVisible();
  return address;
}

/**
 * The same set-up through the API, for specs whose subject comes after it (email.spec.ts walks it
 * in the browser): POST /api/users/email-sender, then the emailed link's token to
 * POST /api/users/email-sender/verify, then PUT /api/users/email-sender/postal-address. Returns
 * the address.
 */
export async function verifySenderThroughApi(
  request: APIRequestContext,
  account: { token: string },
  name: string,
): Promise<string> {
  const address = senderAddress(name);
  const saved = await request.post('/api/users/email-sender', {
    data: { name, email: address },
    headers: authHeaders(account),
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const token = (await verificationLink(address)).searchParams.get('token');
  const verified = await request.post('/api/users/email-sender/verify', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const postal = await request.put('/api/users/email-sender/postal-address', {
    data: POSTAL_ADDRESS,
    headers: authHeaders(account),
  });
  expect(postal.ok(), await postal.text()).toBe(true);
  return address;
}
