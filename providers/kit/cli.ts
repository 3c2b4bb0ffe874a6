/**
 * The start-up every provider's `cli.ts` shares (`npm run <vendor>:local`): settings read from the
 * environment with a default, the app's URL, and a clean stop on Ctrl-C / SIGTERM.
 */

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

/** `path` under the app's base URL APP_URL (default http://localhost:3000), as the app reads it. */
export function appUrl(path: string): string {
  return `${setting('APP_URL', 'http://localhost:3000').replace(/\/$/, '')}${path}`;
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
