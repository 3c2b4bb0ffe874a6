import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Db } from '../db/client';
import { decodeBytes } from './decode';
import { recordDatasetImport, upsertProfiles } from './import.repository';
import { type DatasetMapping, mappingKey } from './mapping';
import { createNormaliser, type NormalisedProfile } from './normalise';
import { parseTable } from './parse-table';
import { type ImportReport, ReportBuilder } from './report';

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
}

/** Thrown when a file cannot be read as its mapping describes (encoding, CSV syntax). */
export class DatasetFileError extends Error {
  override name = 'DatasetFileError';
}

/** Lets timers and I/O run between batches: PGlite runs queries on the main thread. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A later row with the same handle fills in and overrides an earlier one (last value wins). */
function mergeProfiles(earlier: NormalisedProfile, later: NormalisedProfile): NormalisedProfile {
  const merged: Record<string, unknown> = { ...earlier };
  for (const [key, value] of Object.entries(later)) {
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    if (!empty) merged[key] = value;
  }
  return merged as NormalisedProfile;
}

/**
 * Imports one dataset file: decode (BOM stripped; latin-1 if the mapping says so), parse,
 * normalise and validate each row, merge rows repeating a handle, then upsert the profiles and
 * their snapshots in transactions of `batchSize`, yielding to the event loop between batches.
 * Bad rows are skipped with their reason and line and never stop the run; a batch the database
 * rejects is retried row by row so only the offending rows are skipped. The report is also
 * recorded in `dataset_imports` under the file's sha256 and the mapping's key. Does not VACUUM
 * (see `vacuumInfluencerTables`).
 * @returns the import report.
 * @throws DatasetFileError when the bytes do not decode or the text does not parse as CSV/TSV;
 * MappingError when the mapping does not fit the header; the file system's error when the file
 * cannot be read.
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
  const normalise = createNormaliser(mapping, table.header);
  const profiles = new Map<string, { profile: NormalisedProfile; line: number }>();
  for (const record of table.records) {
    report.rowsRead += 1;
    const result = normalise(record.cells);
    if (!result.ok) {
      report.skip(result.reason, record.line);
      continue;
    }
    report.unmappedCategory(result.unmappedCategories);
    for (const d of result.dropped) report.droppedValue(d.field, d.value);
    const key = result.profile.username.toLowerCase();
    const earlier = profiles.get(key);
    if (earlier) {
      report.merged += 1;
      profiles.set(key, {
        profile: mergeProfiles(earlier.profile, result.profile),
        line: record.line,
      });
    } else {
      profiles.set(key, { profile: result.profile, line: record.line });
    }
  }

  const from = {
    source: mapping.id,
    date: mapping.date,
    providesVerified: mapping.fields.verified !== undefined,
  };
  const entries = [...profiles.values()];
  const size = options.batchSize ?? BATCH_SIZE;
  for (let start = 0; start < entries.length; start += size) {
    const batch = entries.slice(start, start + size);
    try {
      const counts = await db.transaction((tx) =>
        upsertProfiles(
          tx,
          batch.map((e) => e.profile),
          from,
        ),
      );
      report.created += counts.created;
      report.updated += counts.updated;
      report.snapshots += batch.length;
    } catch {
      // Isolate the rows the database refuses; the others are written one by one.
      for (const entry of batch) {
        try {
          const counts = await db.transaction((tx) => upsertProfiles(tx, [entry.profile], from));
          report.created += counts.created;
          report.updated += counts.updated;
          report.snapshots += 1;
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          report.skip(`rejected by the database${code ? ` (SQLSTATE ${code})` : ''}`, entry.line);
        }
      }
    }
    await yieldToEventLoop();
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
