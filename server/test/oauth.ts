import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SocialAccounts } from '@shared/schemas/social';
import { influencerAccounts } from '../db/schema';
import type { FakeGoogle } from '@providers/google/server';
import type { TestApp } from './build-test-app';

/**
 * Starts a social sign-in through the API (`GET /api/auth/oauth/{provider}/authorize`, with
 * `?redirect=` when given), asserting 200; returns the provider's consent page URL.
 */
export async function startAuthorization(
  t: TestApp,
  provider: string,
  redirect?: string,
): Promise<string> {
  const res = await t.request({
    method: 'GET',
    url: `/api/auth/oauth/${provider}/authorize${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url;
}

/** What the callback page posts: the code and state from the provider's redirect URL. */
export function callbackParams(url: string): { code: string; state: string } {
  const params = new URL(url).searchParams;
  return { code: params.get('code')!, state: params.get('state')! };
}

/**
 * Discovery's "Verified by creator" filter, searched by a new brand on `platform`: asserts it
 * answers 200, lists `influencerId`, and every card it lists carries its verification date.
 */
export async function expectVerifiedInDiscovery(
  t: TestApp,
  platform: string,
  influencerId: string,
): Promise<void> {
  const brand = await t.signUp();
  const found = await t.request({
    method: 'GET',
    url: `/api/influencer?platform=${platform}&verifiedByCreator=true&limit=100`,
    token: brand.token,
  });
  expect(found.statusCode, found.body).toBe(200);
  const cards = found.json<{ query: { id: string; verifiedByCreatorAt: string | null }[] }>().query;
  expect(cards.map((c) => c.id)).toContain(influencerId);
  expect(cards.every((c) => c.verifiedByCreatorAt !== null)).toBe(true);
}

/**
 * A whole Gmail connection through the API: the user of `token` starts it (with `?redirect=` when
 * given), `email` consents at the local Google, and the callback is posted to
 * `/api/auth/gmail-login`; answers that response (200 carries the sender).
 */
export async function connectGmail(
  t: TestApp,
  google: FakeGoogle,
  token: string,
  email: string,
  redirect?: string,
) {
  const started = await t.request({
    method: 'GET',
    url: `/api/users/social-accounts/gmail/authorize${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
    token,
  });
  expect(started.statusCode, started.body).toBe(200);
  const consented = await google.consent(started.json<{ url: string }>().url, { email });
  return t.request({
    method: 'POST',
    url: '/api/auth/gmail-login',
    token,
    payload: callbackParams(consented),
  });
}

/** The code and state a sign-in callback posts. */
type CallbackBody = { code: string; state: string };

/**
 * The state rules every sign-in callback keeps (RFC 6749 §10.12): `callback` with a forged state
 * and, once it has signed in (200), the same state again answer 400 naming `body.state`; so does
 * `crossed`, a code with a state issued for another provider. `login` posts to the callback.
 */
export async function expectStateRules(
  login: (body: CallbackBody) => Promise<{ statusCode: number; json: () => unknown }>,
  callback: CallbackBody,
  crossed: CallbackBody,
): Promise<void> {
  const refusedState = async (body: CallbackBody) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors?: { path: string }[] }).errors?.[0]?.path).toBe('body.state');
  };
  await refusedState({ ...callback, state: 'x'.repeat(43) });
  expect((await login(callback)).statusCode).toBe(200);
  await refusedState(callback);
  await refusedState(crossed);
}

/** The user's link to an influencer profile (their `influencer_accounts` row), or undefined. */
export async function profileLinkOf(t: TestApp, userId: string) {
  const [link] = await t.database.db
    .select()
    .from(influencerAccounts)
    .where(eq(influencerAccounts.userId, userId));
  return link;
}

/** The social accounts `GET /api/users/social-accounts` lists for the holder of `token`. */
export async function socialAccountsOf(
  t: TestApp,
  token: string,
): Promise<SocialAccounts['accounts']> {
  return (await t.call(token, 'GET', '/api/users/social-accounts')).json<SocialAccounts>().accounts;
}
