import { decode } from '@jridgewell/sourcemap-codec';
import { gzipSync } from 'node:zlib';

/** The fields of a source map (version 3) read here. */
export interface SourceMap {
  sources: (string | null)[];
  mappings: string;
}

/** A built chunk's code and its source map. */
export interface BuiltChunk {
  code: string;
  map: SourceMap;
}

/** What one group of sources (an npm package, an app folder) weighs in a set of chunks. */
export interface GroupWeight {
  group: string;
  /** Bytes of minified code generated from the group's sources. */
  rawBytes: number;
  /** The group's share of the chunks' gzip bytes (see {@link attributeChunks}). */
  gzipBytes: number;
}

/** Group name of code no source map segment covers (Rollup's glue, helpers, whitespace). */
export const UNMAPPED = '(unmapped)';

/**
 * The group a source path of a map belongs to: the npm package for a path inside `node_modules`
 * (`@mantine/core`, `react-dom`), else its first two folders (`app/features`, `shared/schemas`)
 * with relative steps dropped.
 */
export function groupOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = source.split('/').filter((part) => part !== '..' && part !== '.' && part !== '');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

/**
 * The code of `chunk` split by group ({@link groupOf} over `group`): each mapping segment covers
 * its generated line from its column to the next segment's; code before a line's first segment
 * and newlines count as {@link UNMAPPED}. Columns are UTF-16 code units, as in source maps.
 */
export function splitByGroup(
  chunk: BuiltChunk,
  group: (source: string) => string = groupOf,
): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    if (text === '') return;
    const list = parts.get(name);
    if (list) list.push(text);
    else parts.set(name, [text]);
  };
  const groups = chunk.map.sources.map((source) => (source === null ? UNMAPPED : group(source)));
  const lines = chunk.code.split('\n');
  const mappings = decode(chunk.map.mappings);
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? [];
    add(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      const name = segment.length > 1 ? (groups[segment[1]!] ?? UNMAPPED) : UNMAPPED;
      add(name, line.slice(segment[0], end));
    });
    if (index < lines.length - 1) add(UNMAPPED, '\n');
  });
  return new Map([...parts].map(([name, texts]) => [name, texts.join('')]));
}

const gzipBytes = (text: string) => gzipSync(Buffer.from(text)).length;

/**
 * Each group's weight over `chunks`, heaviest first. A chunk's gzip bytes (zlib's default level,
 * as `npm run size` counts them) are shared among its groups in proportion to each group's code
 * gzipped alone, so the groups' gzip bytes add up to the chunks' and a group whose code
 * compresses well is not charged as much as its raw bytes would say.
 */
export function attributeChunks(
  chunks: Iterable<BuiltChunk>,
  group: (source: string) => string = groupOf,
): GroupWeight[] {
  const weights = new Map<string, GroupWeight>();
  for (const chunk of chunks) {
    const total = gzipBytes(chunk.code);
    const parts = [...splitByGroup(chunk, group)].map(([name, text]) => ({
      name,
      raw: Buffer.byteLength(text),
      alone: gzipBytes(text),
    }));
    const aloneSum = parts.reduce((sum, part) => sum + part.alone, 0);
    for (const part of parts) {
      const weight = weights.get(part.name) ?? { group: part.name, rawBytes: 0, gzipBytes: 0 };
      weight.rawBytes += part.raw;
      weight.gzipBytes += aloneSum === 0 ? 0 : (total * part.alone) / aloneSum;
      weights.set(part.name, weight);
    }
  }
  return [...weights.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
