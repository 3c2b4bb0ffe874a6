/**
 * `npm run size:attribution [-- --top 25]`: what the JS of `npm run size`'s pages is made of.
 * From the built app's source maps (dist/app/assets/*.js.map, after `npm run build`), prints per
 * npm package or app folder the gzip KB (1000 bytes) it brings to the JS loaded before any
 * route's code (the entry and the app's shell) and to each budgeted page's own route code, with
 * the minified KB beside it. A chunk's gzip bytes are shared among its sources as
 * scripts/lib/js-attribution.ts explains. Run by Node itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/build-stamp.ts';
import { attributeChunks, type BuiltChunk, type SourceMap } from './lib/js-attribution.ts';
import { type Manifest, staticClosure } from './lib/js-size.ts';
import { BUDGETS, ENTRY, SHELL } from './lib/page-budgets.ts';

const APP = join(ROOT, 'dist/app');
const { values } = parseArgs({ options: { top: { type: 'string', default: '20' } } });
const top = Number(values.top);

const manifest = JSON.parse(readFileSync(join(APP, '.vite/manifest.json'), 'utf8')) as Manifest;
const chunkOf = (file: string): BuiltChunk => ({
  code: readFileSync(join(APP, file), 'utf8'),
  map: JSON.parse(readFileSync(join(APP, `${file}.map`), 'utf8')) as SourceMap,
});

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Prints the heaviest `top` groups of `files`, the rest summed on one line. */
function printGroups(title: string, files: Set<string>) {
  const weights = attributeChunks([...files].map(chunkOf));
  const total = weights.reduce((sum, w) => sum + w.gzipBytes, 0);
  const rest = weights.slice(top);
  console.log(`\n${title}: ${kb(total)} KB gzip in ${files.size} files`);
  console.table([
    ...weights
      .slice(0, top)
      .map((w) => ({ source: w.group, gzip: kb(w.gzipBytes), min: kb(w.rawBytes) })),
    ...(rest.length
      ? [
          {
            source: `${rest.length} others`,
            gzip: kb(rest.reduce((sum, w) => sum + w.gzipBytes, 0)),
            min: kb(rest.reduce((sum, w) => sum + w.rawBytes, 0)),
          },
        ]
      : []),
  ]);
}

const before = staticClosure(manifest, [ENTRY, SHELL]);
printGroups('Before route code (every page)', before);
for (const budget of BUDGETS.filter(
  (b) => b.beforeRouteKb !== undefined || b.totalKb !== undefined,
)) {
  const route = new Set([...staticClosure(manifest, [budget.route])].filter((f) => !before.has(f)));
  printGroups(`${budget.page}: route code`, route);
}
