import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Db } from '../db/client';
import { decodeBytes } from './decode';
import type { RowSource } from './apply-row';
import type { MetricConflict } from './conflicts';
import type { IdentityDecision } from './identity';
import { candidateKeys, foldRow, keptSnapshot, rowSnapshot } from './import-profile';
import {
  findIdentityCandidates,
  recordDatasetImport,
  type SnapshotInput,
  writeProfiles,
} from './import.repository';
import { type DatasetMapping, mappingKey } from './mapping';
import { mergeDuplicateProfiles } from './merge-duplicates';
import { createNormaliser, type NormalisedProfile } from './normalise';
import { parseTable } from './parse-table';
import { resolveRateUnit } from './rate-unit';
import { loadRemovedAccounts } from './removed-profiles.repository';
import { type ImportReport, ReportBuilder } from './report';
import { WorkingSet } from './working-set';

/** Profiles per INSERT … ON CONFLICT statement (and per transaction). */
export const BATCH_SIZE = 500;

/** Options of {@link importDataset}. */
export interface ImportDatasetOptions {
  /** Path of the dataset file. */
  file: string;
  /** Its validated mapping (see `loadMapping`). */
  mapping: DatasetMapping;
  /** Name recorded in the report and in `dataset_imports` (default: the file's base name). */
  fileName?: string;
  /** Profiles per statement (default {@link BATCH_SIZE}). */
  batchSize?: number;
  /**
   * Called before the first batch and after each one: the file's profile rows written so far
   * and how many it has (rows the mapping refuses are not counted).
   */
  onRows?: (done: number, total: number) => void;
  /**
   * Whether to merge the twins of the profiles the file touched once its rows are written
   * (default true; the bundled import sweeps every platform once after all its files instead).
   */
  mergeTwins?: boolean;
  /**
   * Stops the import between two batches once aborted (each batch is its own transaction, so
   * what was written stays whole): the file is then not recorded as imported, and importing it
   * again writes the same profiles (upserts by id), carrying on where this run stopped.
   */
  signal?: AbortSignal;
}

/** Thrown when a file cannot be read as its mapping describes (encoding, CSV syntax). */
export class DatasetFileError extends Error {
  override name = 'DatasetFileError';
}

/** Lets timers and I/O run between batches: PGlite runs queries on the main thread. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One normalised row waiting to be written, with its file line. */
interface PendingRow {
  profile: NormalisedProfile;
  line: number;
}

/** Counts and identity decisions of the rows written so far (see {@link ReportBuilder}). */
interface BatchOutcome {
  created: number;
  updated: number;
  merged: number;
  identity: { line: number; decision: IdentityDecision; row: NormalisedProfile }[];
  disputed: { line: number; name: string; profile: string; reason: string }[];
  conflicts: MetricConflict[];
}

/**
 * Resolves, folds and writes one batch in one transaction: the stored candidates are read and
 * locked, each row joins the profile {@link resolveIdentity} picks (or a new one) through
 * {@link applyRow}, and every touched profile and one snapshot per profile and day are written;
 * the disagreements between sources the rows decided are returned with the counts.
 * `seen` holds the ids this import already touched: a row joining one of them counts as merged.
 */
async function importBatch(
  db: Db,
  rows: readonly PendingRow[],
  from: RowSource,
  platform: string,
  seen: Set<string>,
  inferLanguage: (row: NormalisedProfile) => string | null,
): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const candidates = await findIdentityCandidates(
      tx,
      platform,
      candidateKeys(rows.map((r) => r.profile)),
    );
    const stored = new Set(candidates.map((c) => c.id));
    const working = new WorkingSet(candidates);
    const touched = new Set<string>();
    const snapshots = new Map<string, SnapshotInput>();
    const outcome: BatchOutcome = {
      created: 0,
      updated: 0,
      merged: 0,
      identity: [],
      disputed: [],
      conflicts: [],
    };
    for (const { profile: row, line } of rows) {
      const { next, decision, disputed } = foldRow(
        working,
        row,
        from,
        inferLanguage,
        outcome.conflicts,
      );
      if (decision.how === 'evidence' || decision.refused.length > 0) {
        outcome.identity.push({ line, decision, row });
      }
      if (disputed !== null && row.name !== null) {
        outcome.disputed.push({ line, name: row.name, profile: next.username, reason: disputed });
      }
      if (seen.has(next.id) || touched.has(next.id)) outcome.merged += 1;
      else if (stored.has(next.id)) outcome.updated += 1;
      else outcome.created += 1;
      touched.add(next.id);
      const own = rowSnapshot(next.id, row, from);
      const shot = snapshots.get(next.id);
      snapshots.set(next.id, {
        ...own,
        followers: own.followers ?? shot?.followers ?? null,
        avgViews: own.avgViews ?? shot?.avgViews ?? null,
        engagementRate: own.engagementRate ?? shot?.engagementRate ?? null,
      });
    }
    const profiles = [...touched].flatMap((id) => working.get(id) ?? []);
    const kept = profiles.flatMap((p) => {
      const shot = snapshots.get(p.id);
      return shot ? [keptSnapshot(shot, p)] : [];
    });
    await writeProfiles(tx, profiles, kept);
    for (const id of touched) seen.add(id);
    return outcome;
  });
}

/**
 * The language of a row's bio (with its name) as detected (ISO 639-1), or null without a bio or
 * below the detector's thresholds (server/import/detect-language.ts). The detector's model (~150 MB) loads on the
 * first import only, never in a server that imports nothing.
 */
async function languageInferrer(): Promise<(row: NormalisedProfile) => string | null> {
  const { detectLanguage } = await import('./detect-language');
  // A name alone says little of a language ("MrBeastGaming" read as Filipino): a bio is required.
  return (row) =>
    row.bio === null ? null : (detectLanguage(`${row.bio}\n${row.name ?? ''}`)?.language ?? null);
}

/**
 * Imports one data file as its mapping describes, in batches of {@link BATCH_SIZE} profiles, and
 * records it in `dataset_imports`; answers what it did (rows the database refuses are skipped
 * and reported, never thrown).
 * @throws DatasetFileError when the file cannot be decoded or parsed; the signal's reason once
 * `signal` is aborted (between batches); database errors.
 */
export async function importDataset(db: Db, options: ImportDatasetOptions): Promise<ImportReport> {
  const { mapping } = options;
  const fileName = options.fileName ?? basename(options.file);
  const bytes = await readFile(options.file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let text: string;
  try {
    text = decodeBytes(bytes, mapping.format.encoding);
  } catch {
    throw new DatasetFileError(
      `${fileName} is not valid ${mapping.format.encoding}; set format.encoding to "latin1" in its mapping`,
    );
  }
  let table;
  try {
    table = parseTable(text, {
      delimiter: mapping.format.delimiter,
      skipLinesAfterHeader: mapping.format.skipLinesAfterHeader,
    });
  } catch (error) {
    throw new DatasetFileError(`${fileName} cannot be parsed: ${(error as Error).message}`);
  }

  const report = new ReportBuilder();
  // An engagement-rate column of undeclared unit is detected from its values (and reported).
  const units = resolveRateUnit(mapping, table.header, table.records);
  if (units.warning) report.warn(units.warning);
  const normalise = createNormaliser(units.mapping, table.header);
  // Accounts whose creators had their profile removed never come back (read once per file).
  const removed = await loadRemovedAccounts(db, mapping.platform);
  const rows: PendingRow[] = [];
  for (const record of table.records) {
    report.rowsRead += 1;
    const result = normalise(record.cells);
    if (!result.ok) {
      report.skip(result.reason, record.line);
      continue;
    }
    const { platformId, username } = result.profile;
    if (
      (platformId !== null && removed.platformIds.has(platformId)) ||
      removed.handles.has(username.toLowerCase())
    ) {
      report.skip('removed by its creator', record.line);
      continue;
    }
    report.unmappedCategory(result.unmappedCategories);
    for (const d of result.dropped) report.droppedValue(d.field, d.value);
    for (const [field, reason] of Object.entries(result.profile.unverified)) {
      report.quarantined(field, reason);
    }
    if (result.repaired) report.repairedText += 1;
    rows.push({ profile: result.profile, line: record.line });
  }

  const from: RowSource = {
    source: mapping.id,
    sourceName: mapping.sourceName ?? mapping.label,
    date: mapping.date,
    dateIsEstimate: mapping.dateIsEstimate,
    providesVerified: mapping.fields.verified !== undefined,
  };
  const seen = new Set<string>();
  // Only a bio can tell a language: files without one never load the detector's model.
  const inferLanguage = mapping.fields.bio ? await languageInferrer() : () => null;
  const record = (outcome: BatchOutcome) => {
    report.created += outcome.created;
    report.updated += outcome.updated;
    report.merged += outcome.merged;
    for (const { line, decision, row } of outcome.identity) report.identity(line, row, decision);
    for (const d of outcome.disputed) report.disputedName(d.line, d.name, d.profile, d.reason);
    report.conflicts(outcome.conflicts);
  };
  const size = options.batchSize ?? BATCH_SIZE;
  options.onRows?.(0, rows.length);
  for (let start = 0; start < rows.length; start += size) {
    options.signal?.throwIfAborted();
    const batch = rows.slice(start, start + size);
    try {
      record(await importBatch(db, batch, from, mapping.platform, seen, inferLanguage));
    } catch {
      // Isolate the rows the database refuses; the others are written one by one.
      for (const row of batch) {
        try {
          record(await importBatch(db, [row], from, mapping.platform, seen, inferLanguage));
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          report.skip(`rejected by the database${code ? ` (SQLSTATE ${code})` : ''}`, row.line);
        }
      }
    }
    options.onRows?.(Math.min(start + size, rows.length), rows.length);
    await yieldToEventLoop();
  }
  // One snapshot per profile the file touched, on the dataset's date.
  report.snapshots = seen.size;
  if (options.mergeTwins !== false && seen.size > 0) {
    report.twinsMerged = await mergeDuplicateProfiles(db, {
      platform: mapping.platform,
      ids: [...seen],
    });
  }

  const result = report.build({
    datasetId: mapping.id,
    file: fileName,
    platform: mapping.platform,
    date: mapping.date,
    sha256,
  });
  await recordDatasetImport(db, {
    fileName,
    sha256,
    mapping: mappingKey(mapping),
    report: JSON.stringify(result),
  });
  return result;
}
