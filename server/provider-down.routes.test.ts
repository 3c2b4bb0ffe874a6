import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts, users } from './db/schema';
import { GoogleClient } from './integrations/google/client';
import { buildTestApp, type TestApp } from './test/build-test-app';
import {
  closedPort,
  expectProviderProblem,
  startGarbageHttp,
  type StandIn,
} from './test/provider-down';

/**
 * Every provider out of reach answers 503, every provider answering garbage 502, as problem
 * documents naming the provider, with nothing half-written (README "Providers down").
 */
let t: TestApp;
const standIns: StandIn[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await Promise.all(standIns.map((s) => s.close()));
  await t.close();
});

async function garbage(...args: Parameters<typeof startGarbageHttp>) {
  const standIn = await startGarbageHttp(...args);
  standIns.push(standIn);
  return standIn;
}

const rows = async (table: typeof users | typeof socialAccounts) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('Google sign-in (POST /api/auth/google-login)', () => {
  const google = (testServerUrl: string) =>
    new GoogleClient({ clientId: 'collabify-test', clientSecret: 'secret', testServerUrl });
  const credential = { credential: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' };

  it('answers 503 naming Google and creates no user when Google cannot be reached', async () => {
    t.ctx.google = google((await closedPort()).url);
    const before = await rows(users);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: credential,
    });
    expectProviderProblem(res, 503, 'Google');
    expect(await rows(users)).toBe(before);
  });

  it('answers 502 naming Google when its discovery document is an HTML page', async () => {
    const standIn = await garbage();
    t.ctx.google = google(standIn.url);
    const before = await rows(users);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: credential,
    });
    expectProviderProblem(res, 502, 'Google');
    expect(standIn.requests).toBeGreaterThan(0);
    expect(await rows(users)).toBe(before);
  });
});
