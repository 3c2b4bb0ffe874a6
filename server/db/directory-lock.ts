import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Thrown when another process already uses the embedded database directory. */
export class DirectoryLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes an exclusive lock on `dir`: a `collabify.pid` file created atomically (O_EXCL) holding the
 * owner's pid. A file left by a dead process is taken over. A pid file rather than a lock that must
 * be refreshed on a timer: PGlite blocks the event loop during long queries, and a missed refresh
 * must never hand a live database to a second process.
 * @returns a function that releases the lock.
 * @throws DirectoryLockedError naming the directory when a live process holds it.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const file = resolve(dir, 'collabify.pid');
  if (!tryCreate(file)) {
    const holder = Number(readFileSync(file, 'utf8').trim());
    const taken = Number.isInteger(holder) && holder > 0 && isAlive(holder);
    if (taken || (unlinkSync(file), !tryCreate(file))) {
      throw new DirectoryLockedError(
        `Another Collabify process${taken ? ` (pid ${holder})` : ''} is already using the embedded database in ${dir}. ` +
          'Stop it first, point DATA_DIR at another directory, or set DATABASE_URL to use PostgreSQL.',
      );
    }
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
