import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../paths';

/** What detect-language uses of an eld instance (eld's own index.d.ts has no factory type). */
export interface EldDetector {
  detect(text: string): { language: string; getScores(): Record<string, number> };
}

const ELD_DIR = join(PROJECT_ROOT, 'node_modules/eld');

/**
 * Where the n-grams of eld's "large" database are kept as JSON, per eld version
 * (`node_modules/.cache/collabify/`, rebuilt by `npm ci` with the package itself).
 */
function cachePath(): string {
  const { version } = JSON.parse(readFileSync(join(ELD_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  return join(PROJECT_ROOT, 'node_modules/.cache/collabify', `eld-large-${version}.json`);
}

/**
 * Writes the JSON of eld's large n-grams from the package's own `src/ngrams/large.js`, in a
 * child process: evaluating that 4.5 MB object literal peaks at about 465 MB of RSS (V8 compiles
 * it), which then stays with the process that did it; the child exits and returns it.
 */
async function writeCache(path: string): Promise<void> {
  const source = pathToFileURL(join(ELD_DIR, 'src/ngrams/large.js')).href;
  const script = `import { ngramsData } from ${JSON.stringify(source)}; process.stdout.write(JSON.stringify(ngramsData));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  mkdirSync(join(path, '..'), { recursive: true });
  const temporary = `${path}.${process.pid}`;
  writeFileSync(temporary, stdout);
  renameSync(temporary, path); // whole or absent, also with another process writing it too
}

/**
 * eld's "large" detector (the same n-grams and scoring as `import { eld } from 'eld/large'`),
 * loaded with `JSON.parse` instead of evaluating the package's JavaScript literal: about 120 MB
 * of RSS instead of about 415 MB (measured on Node 24). The JSON is written once per eld version
 * (see {@link writeCache}). eld's factory (`createEld` in `src/languageDetector.js`) is not in its
 * package exports, so it is imported by path: eld is pinned to an exact version in package.json.
 */
export async function loadLargeDetector(): Promise<EldDetector> {
  const path = cachePath();
  if (!existsSync(path)) await writeCache(path);
  const ngramsData: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const factory = (await import(
    /* @vite-ignore */ pathToFileURL(join(ELD_DIR, 'src/languageDetector.js')).href
  )) as {
    createEld(): { instance: EldDetector; loadData(data: unknown): string };
  };
  const { instance, loadData } = factory.createEld();
  if (!loadData(ngramsData)) throw new Error(`eld could not load its n-grams from ${path}`);
  return instance;
}
