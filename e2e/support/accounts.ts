import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCodeTo } from './outbox';

/** Where this worker's addresses start: random, so a restarted worker does not reuse the last ones. */
let clients = Math.floor(Math.random() * 10_000);

/**
 * A client address of its own (in 198.51.100.0/24 and the next ranges up) for one simulated person.
 * The e2e server trusts X-Forwarded-For, so the per-address limits on sign-up codes and sign-ins
 * (5 and 10 a minute) count each person apart, as they would in production.
 */
export function clientAddress() {
  clients += 1;
  return {
    'X-Forwarded-For': `198.51.${100 + (Math.floor(clients / 254) % 50)}.${(clients % 254) + 1}`,
  };
}

/** Signs a fresh account (an advertiser unless asked) up through the API (code read from the outbox); returns its credentials. */
export async function signUpThroughApi(
  request: APIRequestContext,
  name = 'E2E Brand',
  role: 'advertiser' | 'influencer' = 'advertiser',
) {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'an e2e password';
  // Each sign-up comes from its own client address (the e2e server trusts X-Forwarded-For), as
  // separate people would: the per-address limit on code e-mails is not what these specs test.
  const headers = clientAddress();
  const sent = await request.post('/api/auth/generate-send-email-code', {
    data: { email },
    headers,
  });
  if (!sent.ok()) throw new Error(`sending the code failed: ${sent.status()} ${await sent.text()}`);
  const code = await latestCodeTo(email);
  const res = await request.post('/api/auth/logon', {
    data: { email, password, name, code, role },
    headers,
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, password, name };
}

/** Password of the demo accounts the embedded demo creates (server/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'collabify-demo';
/** The demo advertiser and influencer. */
export const DEMO_BRAND = { email: 'brand@collabify.test', password: DEMO_PASSWORD };
export const DEMO_CREATOR = { email: 'creator@collabify.test', password: DEMO_PASSWORD };

/**
 * Signs `account` in through the login form, from a client address of its own (see
 * {@link clientAddress}), landing on `redirect` when given, and waits until the app has left
 * /login.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  redirect?: string,
) {
  await page.context().setExtraHTTPHeaders(clientAddress());
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
