import { resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another process already uses the embedded database directory. */
export class DirectoryLockedError extends Error {}

/**
 * Takes an exclusive lock on `dir` (a `collabify.lock` directory beside the data, refreshed every
 * few seconds and considered stale 30 s after its holder dies).
 * @returns a function that releases the lock.
 * @throws DirectoryLockedError naming the directory when another live process holds it.
 */
export async function acquireDirectoryLock(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      lockfilePath: resolve(dir, 'collabify.lock'),
      stale: 30_000,
      update: 5_000,
      realpath: false,
      onCompromised: (error) => {
        throw new DirectoryLockedError(`Lost the lock on ${dir}: ${error.message}`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DirectoryLockedError(
        `Another Collabify process is already using the embedded database in ${dir}. ` +
          'Stop it first, point DATA_DIR at another directory, or set DATABASE_URL to use PostgreSQL.',
      );
    }
    throw error;
  }
}
