import { parse } from 'csv-parse/sync';

/** Field delimiters a dataset file may use (see the mapping's `format.delimiter`). */
export const DELIMITERS = [',', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** One data record: its cells as written (untrimmed) and the 1-based file line where it starts. */
export interface TableRecord {
  line: number;
  cells: string[];
}

/** A parsed file: the trimmed header cells and the data records after it. */
export interface ParsedTable {
  header: string[];
  records: TableRecord[];
}

/** Options of {@link parseTable}. */
export interface ParseTableOptions {
  delimiter: Delimiter;
  /** Physical lines right under the header that are not data (the Kim file's `=====` line). */
  skipLinesAfterHeader?: number;
}

/**
 * Parses delimited text (CSV or TSV) with csv-parse: quoted fields may hold delimiters, quotes
 * and line breaks (multi-line bios, header cells such as `"\nViews (Avg.)"`); stray quotes inside
 * unquoted fields are kept; CRLF, LF and a missing final newline are all fine; blank lines are
 * ignored; rows may have more or fewer cells than the header. Header cells are trimmed (their
 * line breaks removed); data cells are returned as written. Each record carries the line it
 * starts on, for the import report.
 * @throws Error (csv-parse's, with its line) when the text cannot be parsed at all, e.g. a quote
 * that is never closed.
 */
export function parseTable(text: string, options: ParseTableOptions): ParsedTable {
  const rows = parse(text, {
    delimiter: options.delimiter,
    bom: true,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as unknown as { record: string[]; info: { bytes: number } }[];
  const [first, ...rest] = rows;
  if (!first) return { header: [], records: [] };
  // csv-parse's own `info.lines` miscounts CRLF inside quoted cells (it counts 2 lines), so
  // lines are counted here from `info.bytes`: the UTF-8 offset just past each record.
  const bytes = Buffer.from(text, 'utf8');
  const lines = lineLocator(bytes);
  const header = first.record.map((cell) => cell.trim());
  const firstDataLine = lines.lineAt(first.info.bytes) + (options.skipLinesAfterHeader ?? 0);
  const records: TableRecord[] = [];
  let offset = first.info.bytes;
  for (const row of rest) {
    const line = lines.lineAt(skipLineBreaks(bytes, offset));
    offset = row.info.bytes;
    if (line < firstDataLine) continue;
    records.push({ line, cells: row.record });
  }
  return { header, records };
}

const CR = 0x0d;
const LF = 0x0a;

/** Skips blank lines: the first offset at or after `offset` that is not CR or LF. */
function skipLineBreaks(bytes: Uint8Array, offset: number): number {
  let i = offset;
  while (i < bytes.length && (bytes[i] === CR || bytes[i] === LF)) i++;
  return i;
}

/** Maps a byte offset to its 1-based line; CRLF, LF and a lone CR each end one line. */
function lineLocator(bytes: Uint8Array): { lineAt(offset: number): number } {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === LF || (bytes[i] === CR && bytes[i + 1] !== LF)) starts.push(i + 1);
  }
  return {
    lineAt(offset) {
      // Binary search: the number of line starts at or before `offset`.
      let low = 0;
      let high = starts.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((starts[mid] as number) <= offset) low = mid + 1;
        else high = mid;
      }
      return low;
    },
  };
}
