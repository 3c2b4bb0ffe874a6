import { DirectoryLockedError } from './db/directory-lock';
import { EnvError, loadEnv } from './env';
import { type RunningServer, startServer } from './start';

/**
 * Entry point of `npm start`: validates the environment, starts the server, and stops cleanly on
 * SIGINT/SIGTERM — also when the signal arrives during start-up (it then stops once the running
 * step has finished, so the embedded database is never left half-written).
 */
async function main() {
  const env = loadEnv();
  let server: RunningServer | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (signal: string) => {
    stopping ??= (async () => {
      if (!server) return;
      server.app.log.info({ signal }, 'shutting down');
      await server.close();
      process.exit(0);
    })();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  server = await startServer(env);
  if (stopping) {
    stopping = undefined;
    stop('signal during start-up');
  }
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof DirectoryLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
