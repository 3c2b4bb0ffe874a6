import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The repository root (this file is scripts/lib/build-stamp.ts). */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Where a build records which sources it was made from, relative to the root. */
const STAMP_PATH = 'dist/build-stamp.txt';

/** Where the last build records which sources it was made from. */
export const STAMP_FILE = resolve(ROOT, STAMP_PATH);

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
 * The SHA-256 (hex) of every build input's content by its path relative to `root` (`/`
 * separated), in path order. Content only: a checkout or a copy that changes modification
 * times but no byte changes nothing here.
 */
export function sourceManifest(root = ROOT): Map<string, string> {
  const paths = [
    ...INPUT_DIRS.flatMap((dir) => [...files(resolve(root, dir))]),
    ...INPUT_FILES.map((file) => resolve(root, file)),
  ]
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((path) => !isTest(path))
    .sort();
  return new Map(
    paths.map((path) => [
      path,
      createHash('sha256')
        .update(readFileSync(resolve(root, path)))
        .digest('hex'),
    ]),
  );
}

/** Writes `manifest` as the stamp of the build in `root`/dist (`sha256sum` format, a line a file). */
export function writeStamp(manifest: Map<string, string>, root = ROOT): void {
  const lines = [...manifest].map(([path, hash]) => `${hash}  ${path}\n`);
  writeFileSync(resolve(root, STAMP_PATH), lines.join(''));
}

/** The stamp the last complete build wrote, or null when there is none (or not in this format). */
function builtManifest(root: string): Map<string, string> | null {
  let text: string;
  try {
    text = readFileSync(resolve(root, STAMP_PATH), 'utf8');
  } catch {
    return null;
  }
  const entries = text
    .split('\n')
    .filter(Boolean)
    .map((line) => /^([0-9a-f]{64}) {2}(.+)$/.exec(line));
  if (entries.length === 0 || entries.some((entry) => entry === null)) return null;
  return new Map(entries.map((entry) => [entry![2]!, entry![1]!]));
}

/**
 * Whether dist/ under `root` holds a build of the current sources: `none` (no complete build, or
 * one stamped by an older version of this check), `current`, or `stale` with the paths added,
 * removed or changed since (`manifest`, the current sources, for the build to stamp).
 */
export type BuildState =
  | { kind: 'none'; manifest: Map<string, string> }
  | { kind: 'current'; manifest: Map<string, string> }
  | { kind: 'stale'; manifest: Map<string, string>; changed: string[] };

/** Compares the sources under `root` with the stamp of its last build (see {@link BuildState}). */
export function buildState(root = ROOT): BuildState {
  const manifest = sourceManifest(root);
  const built = builtManifest(root);
  if (!built) return { kind: 'none', manifest };
  const paths = new Set([...manifest.keys(), ...built.keys()]);
  const changed = [...paths].filter((path) => manifest.get(path) !== built.get(path)).sort();
  return changed.length === 0
    ? { kind: 'current', manifest }
    : { kind: 'stale', manifest, changed };
}

/** Why `npm start` builds first, in one line; null when the build is current. */
export function buildReason(state: BuildState): string | null {
  if (state.kind === 'current') return null;
  if (state.kind === 'none') return 'No build in dist/ yet: building the app and the server…';
  const [first, ...rest] = state.changed;
  const more = rest.length > 0 ? ` and ${rest.length} more` : '';
  return `Sources changed since the last build (${first}${more}): building…`;
}
