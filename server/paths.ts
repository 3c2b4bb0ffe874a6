import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The repository root: the nearest directory above this file holding package.json. Found rather
 * than fixed, because this code runs both from its sources (server/) and compiled
 * (dist/server/main.js); files read at run time (migrations, datasets, the built app) are
 * addressed from here.
 */
export const PROJECT_ROOT = findRoot(import.meta.dirname);

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
