import { expect, request } from '@playwright/test';
import { DEMO_BRAND, DEMO_CREATOR, DEMO_TOKEN_VARIABLES, signInThroughApi } from './accounts';
import { E2E_APP } from './app';

/**
 * Global setup: waits until the app answers /api/health with 200, then signs the demo brand and
 * creator in once through the API and hands their tokens to the workers in environment variables
 * (support/accounts.ts `demoAccount`), which saves each spec a sign-in. playwright.config.ts starts the app first and waits only
 * for its port, so the local providers start while it imports the datasets (health answers 503
 * until then).
 * @throws when the app is not ready within 5 minutes (a fresh import takes about 1.5) or refuses
 * a demo sign-in.
 */
async function globalSetup(): Promise<void> {
  const api = await request.newContext({ baseURL: E2E_APP.origin });
  try {
    await expect
      .poll(async () => (await api.get('/api/health', { failOnStatusCode: false })).status(), {
        message: `${E2E_APP.origin}/api/health answers 200`,
        timeout: 300_000,
        intervals: [250, 500, 1_000],
      })
      .toBe(200);
    process.env[DEMO_TOKEN_VARIABLES.brand] = (await signInThroughApi(api, DEMO_BRAND)).token;
    process.env[DEMO_TOKEN_VARIABLES.creator] = (await signInThroughApi(api, DEMO_CREATOR)).token;
  } finally {
    await api.dispose();
  }
}

// Playwright loads a global setup file's default export.
export { globalSetup as default };
