import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The repository root (this file is scripts/lib/build-stamp.ts). */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Where the last build records which sources it was made from. */
export const STAMP_FILE = resolve(ROOT, 'dist/build-stamp.txt');

/** What the build reads: the app, server and shared sources, their configs and the lockfile. */
const INPUT_DIRS = ['app', 'server', 'shared'];
const INPUT_FILES = [
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'postcss.config.cjs',
];
/** Tests are not built: editing one does not make the build stale. */
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('app/test/');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * SHA-256 (hex) over the path and content of every build input, in a stable order: equal
 * stamps mean the build in dist/ was made from exactly these sources.
 */
export function sourceStamp(): string {
  const paths = [
    ...INPUT_DIRS.flatMap((dir) => [...files(resolve(ROOT, dir))]),
    ...INPUT_FILES.map((file) => resolve(ROOT, file)),
  ]
    .map((path) => relative(ROOT, path))
    .filter((path) => !isTest(path))
    .sort();
  const hash = createHash('sha256');
  for (const path of paths) hash.update(`${path}\0`).update(readFileSync(resolve(ROOT, path)));
  return hash.digest('hex');
}

/** The stamp the last complete build wrote, or null when there is none. */
export function builtStamp(): string | null {
  try {
    return readFileSync(STAMP_FILE, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Whether dist/ holds a complete build of exactly the current sources. */
export function buildIsCurrent(): boolean {
  return builtStamp() === sourceStamp();
}
