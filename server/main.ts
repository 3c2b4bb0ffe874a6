import { DirectoryLockedError } from './db/directory-lock';
import { EnvError, loadEnv } from './env';
import { startServer } from './start';

/** Entry point of `npm start`: validates the environment, starts the server, stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const env = loadEnv();
  const server = await startServer(env);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof DirectoryLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
