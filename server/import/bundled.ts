import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import type { Db } from '../db/client';
import { backfillAccountTypes } from './account-type-backfill';
import { importDataset } from './import-dataset';
import { isDatasetImported, vacuumInfluencerTables } from './import.repository';
import { type DatasetMapping, loadMapping, mappingKey } from './mapping';
import { backfillMatchKeys, mergeDuplicateProfiles, type SweepMerge } from './merge-duplicates';
import { type ImportReport, reportDetails, reportSummary } from './report';
import { PROJECT_ROOT } from '../paths';

/** The datasets shipped with Collabify (`data/datasets` at the repository root). */
export const BUNDLED_DATASETS_DIR = resolve(PROJECT_ROOT, 'data/datasets');

/** File extensions that hold dataset rows. */
const DATA_EXTENSIONS = new Set(['.csv', '.tsv', '.txt']);

/** A data file and its mapping. */
export interface BundledDataset {
  /** Absolute path. */
  file: string;
  /** Path relative to the datasets directory, e.g. `social-media-influencers-2022/instagram-2022-06.csv`. */
  name: string;
  mappingFile: string;
  mapping: DatasetMapping;
}

/**
 * The mapping file of a data file: `<dir>/mappings/<file name without extension>.json`.
 */
export function mappingPathFor(file: string, dir = BUNDLED_DATASETS_DIR): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  const stem = base.slice(0, base.length - extname(base).length);
  return join(dir, 'mappings', `${stem}.json`);
}

async function listDataFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && DATA_EXTENSIONS.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !relative(dir, path).startsWith('mappings'));
}

/**
 * Every data file under `dir` that has a mapping, oldest dataset date first (then by name), so
 * importing them in order lets the newest values win. Files without a mapping are returned in
 * `unmapped`.
 * @throws MappingError when a mapping file is invalid.
 */
export async function listBundledDatasets(
  dir = BUNDLED_DATASETS_DIR,
): Promise<{ datasets: BundledDataset[]; unmapped: string[] }> {
  const datasets: BundledDataset[] = [];
  const unmapped: string[] = [];
  for (const file of await listDataFiles(dir)) {
    const mappingFile = mappingPathFor(file, dir);
    const name = relative(dir, file);
    if (!existsSync(mappingFile)) {
      unmapped.push(name);
      continue;
    }
    datasets.push({ file, name, mappingFile, mapping: await loadMapping(mappingFile) });
  }
  datasets.sort(
    (a, b) => a.mapping.date.localeCompare(b.mapping.date) || a.name.localeCompare(b.name),
  );
  return { datasets, unmapped: unmapped.sort() };
}

/** What {@link importBundledDatasets} did. */
export interface BundledImportSummary {
  imported: ImportReport[];
  /** Files already imported with the same content and mapping. */
  alreadyImported: string[];
  /** Data files without a mapping. */
  unmapped: string[];
  /** Files that could not be imported at all (bad encoding, mapping not fitting the header). */
  failed: { file: string; error: string }[];
  /** Duplicate profiles merged after the imports (left by earlier importers; see mergeDuplicateProfiles). */
  merged: SweepMerge[];
  durationMs: number;
}

/**
 * How far {@link importBundledDatasets} is: data files done of all those with a mapping (files
 * imported earlier count as done), and the file being imported with its profile rows written.
 */
export interface DatasetProgress {
  done: number;
  total: number;
  current: { file: string; rowsDone: number; rowsTotal: number } | null;
}

/** Options of {@link importBundledDatasets}. */
export interface ImportBundledOptions {
  /** Receives one short human-readable line per event, e.g. per file imported (default: silent). */
  log?: (message: string) => void;
  /**
   * Receives the details: each file's report past its summary line, each duplicate merged, the
   * VACUUM (default: {@link ImportBundledOptions.log}).
   */
  detail?: (message: string) => void;
  /**
   * Called as the import goes: once the files are listed (already imported ones count as done),
   * before each file and as its rows are written (see importDataset's `onRows`), and after it.
   */
  onProgress?: (progress: DatasetProgress) => void;
  /**
   * Awaited after each file imported, before the next one (start-up's test-only pause, env
   * IMPORT_PAUSE_AFTER_FILES).
   */
  afterFile?: (filesDone: number) => Promise<void>;
  /** The datasets directory (default {@link BUNDLED_DATASETS_DIR}). */
  dir?: string;
  /**
   * Stops the import before the next file or batch once aborted (see importDataset's `signal`):
   * the files done stay recorded, so the next call imports only the rest.
   */
  signal?: AbortSignal;
}

/**
 * Gives profiles stored before account types one ({@link backfillAccountTypes}), then imports
 * every bundled dataset not yet imported, oldest first; if anything was imported, merges
 * the duplicate profiles earlier importers left ({@link mergeDuplicateProfiles}) and runs
 * `VACUUM ANALYZE` on the influencer tables. A file is skipped when its sha256 and its
 * mapping's key are already in `dataset_imports`, so calling this on every start is cheap (a
 * hash of each file, no writes) once everything is in. A file that fails (bad encoding, a
 * mapping that does not fit its header) is logged and listed in `failed`; the others still
 * import. Bad rows never fail a file (see the reports). A missing directory is logged and
 * imports nothing.
 * @throws MappingError when a mapping file itself is invalid; the signal's reason once
 * `options.signal` is aborted (before a file or batch); database errors.
 */
export async function importBundledDatasets(
  db: Db,
  options: ImportBundledOptions = {},
): Promise<BundledImportSummary> {
  const log = options.log ?? (() => {});
  const detail = options.detail ?? log;
  const started = performance.now();
  const dir = options.dir ?? BUNDLED_DATASETS_DIR;
  const summary: BundledImportSummary = {
    imported: [],
    alreadyImported: [],
    unmapped: [],
    failed: [],
    merged: [],
    durationMs: 0,
  };
  if (!existsSync(dir)) {
    log(`no bundled datasets: ${dir} does not exist`);
    return summary;
  }
  const { datasets, unmapped } = await listBundledDatasets(dir);
  summary.unmapped = unmapped;
  for (const name of unmapped)
    log(`dataset ${name} has no mapping (mappings/<name>.json); skipped`);
  const typed = await backfillAccountTypes(db);
  if (typed > 0) log(`account types decided for ${typed} profiles stored earlier`);
  const pending: BundledDataset[] = [];
  for (const dataset of datasets) {
    const sha256 = createHash('sha256')
      .update(await readFile(dataset.file))
      .digest('hex');
    if (await isDatasetImported(db, sha256, mappingKey(dataset.mapping))) {
      summary.alreadyImported.push(dataset.name);
    } else {
      pending.push(dataset);
    }
  }
  const progress: DatasetProgress = {
    done: summary.alreadyImported.length,
    total: datasets.length,
    current: null,
  };
  const report = (current: DatasetProgress['current']) =>
    options.onProgress?.({ ...progress, current });
  report(null);
  let keysChecked = false;
  for (const dataset of pending) {
    options.signal?.throwIfAborted();
    if (!keysChecked) {
      const backfilled = await backfillMatchKeys(db);
      if (backfilled > 0) log(`identity keys computed for ${backfilled} profiles imported earlier`);
      keysChecked = true;
    }
    report({ file: dataset.name, rowsDone: 0, rowsTotal: 0 });
    try {
      const imported = await importDataset(db, {
        file: dataset.file,
        mapping: dataset.mapping,
        fileName: dataset.name,
        mergeTwins: false,
        onRows: (rowsDone, rowsTotal) => report({ file: dataset.name, rowsDone, rowsTotal }),
        ...(options.signal && { signal: options.signal }),
      });
      summary.imported.push(imported);
      log(reportSummary(imported));
      const details = reportDetails(imported);
      if (details.length > 0) detail(`${imported.file}:\n${details.join('\n')}`);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const message = (error as Error).message;
      summary.failed.push({ file: dataset.name, error: message });
      log(`dataset ${dataset.name} could not be imported: ${message}`);
    }
    progress.done += 1;
    report(null);
    await options.afterFile?.(progress.done);
  }
  if (summary.imported.length > 0) {
    summary.merged = await mergeDuplicateProfiles(db);
    for (const m of summary.merged) {
      detail(
        `${m.done ? 'merged' : 'could not merge'} ${m.platform} profile ${m.merged} into ${m.kept}: ${m.evidence}`,
      );
    }
    if (summary.merged.length > 0) {
      const done = summary.merged.filter((m) => m.done).length;
      log(`duplicate profiles merged: ${done} of ${summary.merged.length} found`);
    }
    await vacuumInfluencerTables(db);
    detail('VACUUM ANALYZE of the influencer tables done');
  }
  summary.durationMs = Math.round(performance.now() - started);
  if (summary.imported.length > 0 || summary.failed.length > 0) {
    log(
      `bundled datasets: ${summary.imported.length} imported, ${summary.alreadyImported.length} ` +
        `already imported, ${summary.failed.length} failed in ${(summary.durationMs / 1000).toFixed(1)} s`,
    );
  }
  return summary;
}
