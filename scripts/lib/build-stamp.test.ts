import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason, buildState, writeStamp } from './build-stamp.ts';

/** A checkout with the build's inputs and no build: one source file per input directory. */
let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** What `npm run build` does last: stamp the sources it built from. */
const build = () => {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeStamp(buildState(root).manifest, root);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'collabify-stamp-'));
  for (const file of [
    'package-lock.json',
    'tsconfig.json',
    'vite.config.ts',
    'vite.server.config.ts',
    'postcss.config.cjs',
  ]) {
    write(file, `${file}\n`);
  }
  write('app/main.tsx', 'app');
  write('server/main.ts', 'server');
  write('shared/schemas/health.ts', 'shared');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build freshness check (npm start, npm run build -- --if-changed)', () => {
  it('says there is no build yet on a fresh clone, not that sources changed', () => {
    const state = buildState(root);
    expect(state.kind).toBe('none');
    expect(buildReason(state)).toBe('No build in dist/ yet: building the app and the server…');
  });

  it('finds the build current right after it, whatever the files’ modification times', () => {
    build();
    expect(buildState(root).kind).toBe('current');
    // A fresh checkout or a copy gives every file a new modification time: no rebuild.
    const later = new Date(Date.now() + 3_600_000);
    for (const file of ['app/main.tsx', 'server/main.ts', 'package-lock.json']) {
      utimesSync(join(root, file), later, later);
    }
    expect(buildState(root).kind).toBe('current');
    expect(buildReason(buildState(root))).toBeNull();
  });

  it('names what changed: edited, added and removed sources', () => {
    build();
    write('server/main.ts', 'server, edited');
    write('app/new-page.tsx', 'new');
    rmSync(join(root, 'shared/schemas/health.ts'));
    const state = buildState(root);
    expect(state).toMatchObject({
      kind: 'stale',
      changed: ['app/new-page.tsx', 'server/main.ts', 'shared/schemas/health.ts'],
    });
    expect(buildReason(state)).toBe(
      'Sources changed since the last build (app/new-page.tsx and 2 more): building…',
    );
  });

  it('ignores tests, which the build does not read', () => {
    build();
    write('server/main.test.ts', 'a test');
    write('app/test/setup.ts', 'test setup');
    expect(buildState(root).kind).toBe('current');
  });

  it('takes a stamp it cannot read (an older format, a cut-off write) for no build', () => {
    build();
    writeFileSync(join(root, 'dist/build-stamp.txt'), `${'a'.repeat(64)}\n`);
    expect(buildState(root).kind).toBe('none');
  });
});
