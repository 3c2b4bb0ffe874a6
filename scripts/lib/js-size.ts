import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`dist/app/.vite/manifest.json`), the fields read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Vite's build manifest: chunks by their source key (`boot.ts`, `routes/home.tsx`, `_x.js`). */
export type Manifest = Record<string, ManifestChunk>;

/** A page's JS budget: its route module, and the most gzip KB allowed before or with its code. */
export interface PageBudget {
  page: string;
  /** The page's route module, a key of the manifest (`routes/home.tsx`). */
  route: string;
  /** Most KB (1000 bytes) of gzip JS before the route's own code: the entry and the app's shell. */
  beforeRouteKb?: number;
  /** Most KB (1000 bytes) of gzip JS with the route's own code. */
  totalKb?: number;
}

/** A page's measured gzip JS, in KB (1000 bytes), and the budgets it exceeds. */
export interface PageSize {
  page: string;
  beforeRouteKb: number;
  routeKb: number;
  totalKb: number;
  over: string[];
}

/**
 * The files (`assets/…js`) `keys` load before anything else runs: each key's chunk and its static
 * imports, transitively, in the manifest `manifest`.
 * @throws Error when a key is not in the manifest.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The gzip size (zlib's default level) of a file's bytes, in KB (1000 bytes). */
export const gzipKb = (bytes: Uint8Array) => gzipSync(bytes).length / 1000;

/**
 * Each page's gzip JS: before its route code (the HTML's entry `entry`, and `shell`, the module it
 * starts, with their static imports) and with the route's own chunks, against `budgets`.
 * `read` gives a built file's bytes by its manifest path.
 */
export function measurePages(
  manifest: Manifest,
  entry: string,
  shell: string,
  budgets: readonly PageBudget[],
  read: (file: string) => Uint8Array,
): PageSize[] {
  const sizes = new Map<string, number>();
  const kbOf = (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) {
      if (!sizes.has(file)) sizes.set(file, gzipKb(read(file)));
      total += sizes.get(file)!;
    }
    return total;
  };
  const before = staticClosure(manifest, [entry, shell]);
  const beforeRouteKb = kbOf(before);
  return budgets.map((budget) => {
    const routeFiles = [...staticClosure(manifest, [budget.route])].filter((f) => !before.has(f));
    const routeKb = kbOf(routeFiles);
    const totalKb = beforeRouteKb + routeKb;
    const over = [
      ...(budget.beforeRouteKb !== undefined && beforeRouteKb > budget.beforeRouteKb
        ? [`before route code ${beforeRouteKb.toFixed(1)} KB > ${budget.beforeRouteKb} KB`]
        : []),
      ...(budget.totalKb !== undefined && totalKb > budget.totalKb
        ? [`with route code ${totalKb.toFixed(1)} KB > ${budget.totalKb} KB`]
        : []),
    ];
    return { page: budget.page, beforeRouteKb, routeKb, totalKb, over };
  });
}
