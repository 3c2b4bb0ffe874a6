import { parseArgs } from 'node:util';
import { DirectoryLockedError } from './db/directory-lock';
import { keepWasmOnBaselineCompiler } from './db/wasm-tiering';
import { EnvError, loadEnv } from './env';
import { type RunningServer, type Service, startServer } from './start';

const SERVICES: readonly Service[] = ['web', 'worker'];

/** Thrown for a command line Collabify does not understand; its message says what is accepted. */
class UsageError extends Error {}

/**
 * The services named by `--services=web,worker` (default both).
 * @throws UsageError for an unknown option or service.
 */
function parseServices(args: string[]): Set<Service> {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { services: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. Usage: --services=web,worker`);
  }
  const names = (values.services ?? SERVICES.join(',')).split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SERVICES.includes(name as Service));
  if (unknown.length || names.length === 0) {
    throw new UsageError(
      `Unknown service "${unknown.join(',')}": --services takes web, worker or web,worker`,
    );
  }
  return new Set(names as Service[]);
}

/** Thrown into start-up when SIGINT/SIGTERM arrives before the server is ready. */
class StoppedDuringStartup extends Error {}

/**
 * Entry point of `npm start` (compiled to dist/server/main.js): validates the command line and the
 * environment, starts the chosen services, and stops cleanly on
 * SIGINT/SIGTERM — also when the signal arrives during start-up: waiting for another process's
 * start-up ends at once, the bundled import stops after the batch it is writing (each batch is
 * one transaction, so the embedded database is never left half-written and the next start
 * carries on), and the process exits with 0.
 */
async function main() {
  const services = parseServices(process.argv.slice(2));
  const env = loadEnv();
  if (env.EMBEDDED_DB_LOW_MEMORY && !env.DATABASE_URL) keepWasmOnBaselineCompiler();
  const state: { server?: RunningServer; pendingSignal?: string; stopping?: boolean } = {};
  const starting = new AbortController();
  const stop = async (signal: string) => {
    if (!state.server) {
      state.pendingSignal ??= signal;
      starting.abort(new StoppedDuringStartup(`${signal} during start-up`));
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
  try {
    state.server = await startServer(env, services, undefined, starting.signal);
  } catch (error) {
    if (!(error instanceof StoppedDuringStartup)) throw error;
    console.log(`${error.message}: stopped; the next start carries on where this one stopped`);
    process.exit(0);
  }
  // A signal after the last step that looks at it: stopped right after start-up.
  if (state.pendingSignal) await stop(state.pendingSignal);
}

main().catch((error: unknown) => {
  const known =
    error instanceof EnvError ||
    error instanceof DirectoryLockedError ||
    error instanceof UsageError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
