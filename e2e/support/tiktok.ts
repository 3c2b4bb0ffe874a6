/**
 * The local TikTok the e2e suite starts beside the app (playwright.config.ts): the app's client
 * key and secret, its demo creator (providers/tiktok/demo-accounts.ts) and where it
 * listens.
 */
export const E2E_TIKTOK = {
  clientKey: 'e2e-tiktok-key',
  clientSecret: 'e2e-tiktok-secret',
  creator: { username: 'nicolebloomgarden', displayName: 'Nicole Bloomgarden' },
  port: Number(process.env.E2E_TIKTOK_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};
