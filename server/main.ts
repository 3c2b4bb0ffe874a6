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
  const state: { server?: RunningServer; signal?: string } = {};
  const stop = async (signal: string) => {
    state.signal ??= signal;
    const { server } = state;
    if (!server) return; // still starting: stopped right after start-up, below
    server.app.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  state.server = await startServer(env);
  if (state.signal) await stop(state.signal);
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof DirectoryLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
