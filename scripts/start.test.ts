import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STAMP_FILE } from './lib/build-stamp.ts';

/** The build's state on disk: its stamp's modification time, or null when there is none. */
const buildState = () => {
  try {
    return statSync(STAMP_FILE).mtimeMs;
  } catch {
    return null;
  }
};

describe('npm start (scripts/start.ts)', () => {
  it('refuses a second start on an embedded database another process holds, before building anything', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'collabify-start-'));
    // This test's own process is alive: it holds the directory as a running server would.
    writeFileSync(join(dataDir, 'collabify.pid'), String(process.pid));
    const before = buildState();
    const run = spawnSync(process.execPath, [resolve(ROOT, 'scripts/start.ts')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Another Collabify process (pid ${process.pid})`);
    expect(run.stdout).not.toContain('vite');
    expect(buildState()).toBe(before);
  });
});
