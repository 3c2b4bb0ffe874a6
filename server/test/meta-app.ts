import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { type FakeMeta, type FakeMetaApp, startFakeMeta } from '@providers/meta/server';
import { buildTestApp, type TestApp } from './build-test-app';

/** `ctx.appUrl` of the test app, where the redirect URIs registered at the local Meta point. */
export const APP_URL = 'http://localhost:3000';

/** The local Meta and a test app signing in with Facebook and Instagram through it. */
export interface MetaApp {
  meta: FakeMeta;
  t: TestApp;
  /** Closes the test app, then the local Meta. */
  close(): Promise<void>;
}

/**
 * Starts the local Meta with the given Facebook and Instagram apps (their callbacks at
 * {@link APP_URL} registered, Meta's clock ours so fake timers move both) and a test app with both
 * sign-ins pointed at it; asserts the app's URL is {@link APP_URL}.
 */
export async function startMetaApp(apps: {
  facebook: FakeMetaApp;
  instagram: FakeMetaApp;
}): Promise<MetaApp> {
  const meta = await startFakeMeta({
    ...apps,
    redirectUris: [`${APP_URL}/auth/callback/facebook`, `${APP_URL}/auth/callback/instagram`],
    now: () => new Date(),
  });
  let t: TestApp | undefined;
  try {
    t = await buildTestApp({
      facebook: { ...apps.facebook, testServerUrl: meta.origin },
      instagram: { ...apps.instagram, testServerUrl: meta.origin },
    });
    expect(t.ctx.appUrl).toBe(APP_URL);
  } catch (error) {
    await t?.close();
    await meta.close();
    throw error;
  }
  const app = t;
  return {
    meta,
    t: app,
    async close() {
      await app.close();
      await meta.close();
    },
  };
}

/**
 * For a test file: starts {@link startMetaApp} before its tests and hands it to `started`, puts
 * the clock back after each test (tests fake Meta's and the app's timers together), and closes
 * both after the file.
 */
export function useMetaApp(
  apps: { facebook: FakeMetaApp; instagram: FakeMetaApp },
  started: (app: MetaApp) => void,
): void {
  let app: MetaApp | undefined;
  beforeAll(async () => {
    app = await startMetaApp(apps);
    started(app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await app?.close();
  });
}
