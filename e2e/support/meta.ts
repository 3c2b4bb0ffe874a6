/**
 * The local Meta the e2e suite starts beside the app (playwright.config.ts): the Facebook and
 * Instagram apps the app and the local Meta share, its demo people and accounts
 * (providers/meta/demo-accounts.ts) and where it listens.
 */
export const E2E_META = {
  facebook: { appId: 'e2e-facebook-app', appSecret: 'e2e-facebook-secret' },
  instagram: { appId: 'e2e-instagram-app', appSecret: 'e2e-instagram-secret' },
  /** Collabify's business discovery token and Instagram account (refreshing Instagram profiles). */
  discovery: { accessToken: 'e2e-instagram-discovery-token', igUserId: '17841400000000042' },
  brand: { name: 'Jamie Rivera', email: 'jamie.rivera@example.com' },
  creator: { username: 'code.aryan' },
  port: Number(process.env.E2E_META_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 40),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};
