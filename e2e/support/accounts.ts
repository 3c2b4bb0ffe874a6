import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../shared/constants/auth';
import { E2E_APP } from './app';
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

/** An account the specs act as: its credentials and a session token (JWT) from the API. */
export interface Account {
  email: string;
  password: string;
  name: string;
  token: string;
}

/** The API headers of `account`'s session, from a client address of its own. */
export function authHeaders(account: { token: string }) {
  return { ...clientAddress(), authorization: `Bearer ${account.token}` };
}

/**
 * Signs a fresh account (an advertiser unless asked) up through the API (code read from the
 * outbox); returns its credentials and the session token the sign-up answers with.
 * @throws when the server refuses the code e-mail or the sign-up.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  name = 'E2E Brand',
  role: 'advertiser' | 'influencer' = 'advertiser',
): Promise<Account> {
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
  const { token } = (await res.json()) as { token: string };
  return { email, password, name, token };
}

/**
 * Signs `account` in through the API (POST /api/auth/login, from a client address of its own).
 * @throws when the server refuses the credentials.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string; name: string },
): Promise<Account> {
  const res = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: clientAddress(),
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { ...account, token };
}

/** Password of the demo accounts the embedded demo creates (server/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'collabify-demo';
/** The demo advertiser and influencer. */
export const DEMO_BRAND = {
  email: 'brand@collabify.test',
  password: DEMO_PASSWORD,
  name: 'Demo Brand',
};
export const DEMO_CREATOR = {
  email: 'creator@collabify.test',
  password: DEMO_PASSWORD,
  name: 'Demo Creator',
};

/** The environment variables through which global setup hands the demo sessions to the workers. */
export const DEMO_TOKEN_VARIABLES = {
  brand: 'E2E_DEMO_BRAND_TOKEN',
  creator: 'E2E_DEMO_CREATOR_TOKEN',
} as const;

/**
 * The demo brand's or creator's session, signed in once for the whole run by global setup
 * (support/global-setup.ts): the demo accounts' sign-ins are limited per account.
 * @throws when global setup did not run.
 */
export function demoAccount(who: 'brand' | 'creator'): Account {
  const token = process.env[DEMO_TOKEN_VARIABLES[who]];
  if (!token) throw new Error(`no demo ${who} session: run through playwright.config.ts`);
  return { ...(who === 'brand' ? DEMO_BRAND : DEMO_CREATOR), token };
}

/**
 * Makes the pages of `context` signed in as `account`: stores its token in the `token` cookie,
 * where the app keeps it after a sign-in (app/lib/token-storage.ts). Only auth.spec.ts and
 * keyboard.spec.ts sign in through the form: the others are not about signing in.
 */
export async function useSession(context: BrowserContext, account: { token: string }) {
  await context.addCookies([
    { name: TOKEN_STORAGE_KEY, value: account.token, url: E2E_APP.origin },
  ]);
  await context.setExtraHTTPHeaders(clientAddress());
}
