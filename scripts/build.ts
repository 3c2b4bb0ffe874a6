/**
 * `npm run build`: the React app into dist/app and the server into dist/server/main.js (Vite),
 * then the stamp of the sources they were built from (dist/build-stamp.txt), written last so an
 * interrupted build is never taken for a complete one. Run by Node itself (type stripping).
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { ROOT, sourceStamp, STAMP_FILE } from './lib/build-stamp.ts';

const stamp = sourceStamp();
rmSync(STAMP_FILE, { force: true });
for (const config of ['vite.config.ts', 'vite.server.config.ts']) {
  execFileSync('vite', ['build', '--config', config, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
writeFileSync(STAMP_FILE, `${stamp}\n`);
