/**
 * The start-up every provider's `cli.ts` shares (`npm run <vendor>:local`, `npm run
 * providers:local`): settings read from the environment with a default, the app's URL, the
 * command that starts the app on the providers, and a clean stop on Ctrl-C / SIGTERM.
 */

/** The app's base URL when APP_URL is unset: where `npm start` listens by default. */
export const DEFAULT_APP_URL = 'http://localhost:3000';

/** The environment variable `name`, or `fallback` when it is unset or empty. */
export function setting(name: string, fallback: string): string {
  return process.env[name] || fallback;
}

/**
 * The port in the environment variable `name`, or `fallback` when unset.
 * @throws {Error} naming the variable when it is not a port number (0–65535).
 */
export function portSetting(name: string, fallback: number): number {
  const port = Number(setting(name, String(fallback)));
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a port number (0–65535), got ${process.env[name]}`);
  return port;
}

/** The app's base URL, APP_URL (default {@link DEFAULT_APP_URL}), without a trailing slash. */
export function appBaseUrl(): string {
  return setting('APP_URL', DEFAULT_APP_URL).replace(/\/$/, '');
}

/** `path` under the app's base URL APP_URL (default http://localhost:3000), as the app reads it. */
export function appUrl(path: string): string {
  return `${appBaseUrl()}${path}`;
}

/**
 * The warning to print when APP_URL is unset (empty when it is set): install links and webhooks
 * then go to http://localhost:3000 whether or not the app runs there.
 */
export function assumedAppUrlWarning(command: string): string {
  if (process.env.APP_URL) return '';
  const bar = '!'.repeat(78);
  return `
${bar}
  APP_URL is not set: assuming Collabify runs at ${DEFAULT_APP_URL}.
  Install links and webhooks go there. If the app runs elsewhere, stop this (Ctrl-C)
  and start again with its URL, e.g.  APP_URL=http://localhost:5300 ${command}
${bar}
`;
}

/** One variable of the app's environment that points it at a local provider. */
export type AppSetting = readonly [name: string, value: string];

/**
 * The app's own settings for APP_URL: `APP_URL`, and `PORT` when APP_URL is a loopback address
 * with a port (the app listens on PORT and builds its links from APP_URL).
 */
export function appAddressSettings(): AppSetting[] {
  const base = appBaseUrl();
  const url = new URL(base);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return [...(loopback && url.port ? [['PORT', url.port] as const] : []), ['APP_URL', base]];
}

/** `npm start` with `settings` before it, one per line, as a shell command to copy. */
export function startCommand(settings: readonly AppSetting[]): string {
  return [...settings.map(([name, value]) => `  ${name}=${value} \\`), '  npm start'].join('\n');
}

/** A local provider started by its vendor's `local.ts`, ready to print and to stop. */
export interface LocalProvider {
  /** The vendor, as the terminal names it ("Stripe"). */
  readonly name: string;
  /** The variable its port is read from ("STRIPE_FAKE_PORT"). */
  readonly portSetting: string;
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  /** What it serves (its pages, accounts and test data), for the terminal under its heading. */
  readonly summary: string;
  /** What to set in the app's environment to use it. */
  readonly settings: readonly AppSetting[];
  /** Whether it sends to the app (install links, webhooks): it then depends on APP_URL. */
  readonly callsTheApp: boolean;
  close(): Promise<void>;
}

/** A provider's heading and summary, as the terminal shows it. */
export function providerSummary(provider: LocalProvider): string {
  return `
${provider.name} fake listening on ${provider.origin}   (${provider.portSetting})
${provider.summary}`;
}

/**
 * What a local provider's CLI prints: its heading and summary, then the command that starts the app on it
 * (with APP_URL when the provider calls the app), then the APP_URL warning when it is assumed.
 */
export function startupText(provider: LocalProvider, command: string): string {
  const settings = provider.callsTheApp
    ? [...appAddressSettings(), ...provider.settings]
    : provider.settings;
  return `${providerSummary(provider)}
Start Collabify on it with (the *_TEST_SERVER_URL settings are for tests and demos only):

${startCommand(settings)}
${provider.callsTheApp ? assumedAppUrlWarning(command) : ''}`;
}

/** Prints `settings` and closes `provider` on Ctrl-C / SIGTERM, exiting 0 (1 if closing failed). */
export function serve(provider: { close(): Promise<void> }, settings: string): void {
  console.log(settings);
  const stop = () => {
    provider.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
