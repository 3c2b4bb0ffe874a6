/**
 * The local Google the e2e suite starts beside the app (playwright.config.ts): the OAuth client
 * the app and the local Google share, its demo accounts (providers/google/
 * demo-accounts.ts) and where it listens.
 */
export const E2E_GOOGLE = {
  clientId: 'e2e-google.apps.googleusercontent.com',
  clientSecret: 'e2e-google-secret',
  /** The YouTube Data API key the app refreshes YouTube profiles with. */
  youtubeApiKey: 'e2e-youtube-key',
  brand: { email: 'brand.google@collabify.test', name: 'Demo Google Brand' },
  creator: {
    email: 'creator.google@collabify.test',
    name: 'Demo YouTube Creator',
    channelId: 'UC4PooiX37Pld1T8J5SYT-SQ',
  },
  port: Number(process.env.E2E_GOOGLE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 30),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};
