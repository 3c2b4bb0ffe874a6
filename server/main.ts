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
  const state: { server?: RunningServer; pendingSignal?: string; stopping?: boolean } = {};
  const stop = async (signal: string) => {
    if (!state.server) {
      state.pendingSignal ??= signal; // still starting: stopped right after start-up, below
      return;
    }
    if (state.stopping) return; // a repeated Ctrl-C must not kill the process mid-close
    state.stopping = true;
    state.server.app.log.info({ signal }, 'shutting down');
    await state.server.close();
    process.exit(0);
  };
  // `on`, not `once`: with no listener left, a second signal would kill the process unclosed.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  state.server = await startServer(env);
  if (state.pendingSignal) await stop(state.pendingSignal);
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof DirectoryLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
