import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
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

const lockFile = (dir: string) => resolve(dir, 'collabify.pid');

/** The pid in `file` when that process is alive, else null (no file, garbage, or a dead process). */
function liveHolder(file: string): number | null {
  let holder: number;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(holder) && holder > 0 && isAlive(holder) ? holder : null;
}

function lockedError(dir: string, holder: number | null) {
  return new DirectoryLockedError(
    `Another Collabify process${holder ? ` (pid ${holder})` : ''} is already using the embedded database in ${dir}. ` +
      'Stop it first, point DATA_DIR at another directory, or set DATABASE_URL to use PostgreSQL.',
  );
}

/**
 * Checks, without taking it, that no live process holds `dir`'s lock: `npm start` asks before
 * it builds, so a refused second start never touches what the running one serves.
 * @throws DirectoryLockedError naming the directory and the holder's pid.
 */
export function assertDirectoryFree(dir: string): void {
  const holder = liveHolder(lockFile(dir));
  if (holder !== null) throw lockedError(dir, holder);
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
  const file = lockFile(dir);
  if (!tryCreate(file)) {
    const holder = liveHolder(file);
    if (holder !== null || (rmSync(file, { force: true }), !tryCreate(file)))
      throw lockedError(dir, holder);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
