/**
 * `npm run build`: the React app into dist/app and the server into dist/server/main.js (Vite),
 * then the stamp of the sources they were built from (dist/build-stamp.txt: the SHA-256 of each
 * input file), written last so an interrupted build is never taken for a complete one.
 * `--if-changed` skips it all when the sources are those of the last build. Run by Node itself
 * (type stripping).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildState, ROOT, STAMP_FILE, writeStamp } from './lib/build-stamp.ts';

const state = buildState();
if (process.argv.includes('--if-changed') && state.kind === 'current') process.exit(0);
rmSync(STAMP_FILE, { force: true });
for (const config of ['vite.config.ts', 'vite.ssr.config.ts', 'vite.server.config.ts']) {
  execFileSync('vite', ['build', '--config', config, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
writeStamp(state.manifest);
