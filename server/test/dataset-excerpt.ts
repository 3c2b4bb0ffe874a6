import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { BUNDLED_DATASETS_DIR, mappingPathFor } from '../import/bundled';
import { type DatasetMapping, loadMapping } from '../import/mapping';
import { parseTable } from '../import/parse-table';
import type { ImportWorkspace } from './import-workspace';

/** A shipped dataset's records (cells and raw text), decoded as its mapping says. */
export async function readDataset(name: string) {
  const path = join(BUNDLED_DATASETS_DIR, name);
  const mapping = await loadMapping(mappingPathFor(path));
  const text = new TextDecoder(mapping.format.encoding).decode(readFileSync(path));
  const table = parseTable(text, {
    delimiter: mapping.format.delimiter,
    skipLinesAfterHeader: mapping.format.skipLinesAfterHeader,
  });
  const lines = text.split(/(?<=\n)/);
  const chunk = (from: number, to: number) => {
    const raw = lines.slice(from - 1, to - 1).join('');
    return raw.endsWith('\n') ? raw : `${raw}\n`;
  };
  const starts = table.records.map((r) => r.line);
  const records = table.records.map((r, i) => ({
    cells: r.cells,
    raw: chunk(r.line, starts[i + 1] ?? lines.length + 1),
  }));
  return { mapping, header: chunk(1, starts[0] ?? lines.length + 1), records };
}

/** Selects one record of a dataset by its cells. */
export type RecordPick = (cells: string[]) => boolean;

/** The record whose cell `index` (trimmed) is `value`. */
export const byCell =
  (index: number, value: string): RecordPick =>
  (cells) =>
    cells[index]?.trim() === value;

/**
 * A file in `workspace` with the header of shipped dataset `name` and the records `picks` select
 * (each must select exactly one), optionally edited, written in the dataset's encoding; with the
 * dataset's mapping.
 */
export async function excerpt(
  workspace: ImportWorkspace,
  name: string,
  picks: RecordPick[],
  edit: (raw: string) => string = (raw) => raw,
): Promise<{ file: string; mapping: DatasetMapping; rows: string[][] }> {
  const { mapping, header, records } = await readDataset(name);
  const chosen = picks.map((pick) => {
    const found = records.filter((r) => pick(r.cells));
    expect(found, `${name}: one record for ${pick.toString()}`).toHaveLength(1);
    return found[0]!;
  });
  const text = header + chosen.map((r) => edit(r.raw)).join('');
  const file = workspace.writeFile(
    `excerpt-${name.replaceAll('/', '-')}`,
    Buffer.from(text, mapping.format.encoding === 'latin1' ? 'latin1' : 'utf8'),
  );
  return { file, mapping, rows: chosen.map((r) => r.cells) };
}
