/**
 * `npm start`: runs the compiled server, dist/server/main.js (arguments such as
 * `--services=web` pass through). Run by Node itself (type stripping), never a build tool, when
 * NODE_ENV=production: then the build must exist (`npm run build`). Otherwise it first refuses a
 * second start on an embedded database another process holds — before touching dist/, which the
 * running one serves — and builds only when there is no build yet or the sources' content
 * changed since the last one, saying which.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertDirectoryFree, DirectoryLockedError } from '../server/db/directory-lock.ts';
import { buildReason, buildState, ROOT } from './lib/build-stamp.ts';

const entry = resolve(ROOT, 'dist/server/main.js');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(entry) || buildState().kind === 'none') {
    fail('No complete build in dist/: run `npm run build` before a production start.');
  }
} else {
  if (!process.env.DATABASE_URL?.trim()) {
    try {
      assertDirectoryFree(resolve(process.env.DATA_DIR?.trim() || './data'));
    } catch (error) {
      if (error instanceof DirectoryLockedError) fail(error.message);
      throw error;
    }
  }
  // Checked here, so an unchanged start spawns no npm (about 0.5 s) just to learn that.
  const reason = buildReason(buildState());
  if (reason) {
    console.log(reason);
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
}
await import(pathToFileURL(entry).href);
