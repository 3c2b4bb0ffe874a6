import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATASETS_DIR, listBundledDatasets } from './bundled';
import { decodeBytes } from './decode';
import { type DatasetMappingInput, MappingError, parseMapping, resolveColumn } from './mapping';
import { createNormaliser } from './normalise';
import { parseTable } from './parse-table';

const minimal: DatasetMappingInput = {
  id: 'test-set',
  label: 'Test set',
  platform: 'instagram',
  date: '2022-06-01',
  format: { encoding: 'utf-8', delimiter: ',' },
  fields: { username: { column: 'handle' }, followers: { column: 'followers' } },
};

describe('parseMapping', () => {
  it('accepts a minimal mapping and applies the defaults', () => {
    const mapping = parseMapping(minimal);
    expect(mapping.format.skipLinesAfterHeader).toBe(0);
    expect(mapping.dateIsEstimate).toBe(false);
  });

  it('requires notes explaining an estimated date', () => {
    expect(() => parseMapping({ ...minimal, dateIsEstimate: true })).toThrow(/notes/);
    expect(() =>
      parseMapping({ ...minimal, dateIsEstimate: true, notes: 'Spring 2022 from follower counts' }),
    ).not.toThrow();
  });

  it('rejects unknown keys, bad dates, unknown slugs and bad regexes with their paths', () => {
    const bad = {
      ...minimal,
      date: '2022-13-01',
      fields: {
        ...minimal.fields,
        handle: { column: 1 },
        categories: { columns: ['c'], map: { Music: 'musique' } },
        platformId: { column: 'id', extract: '(' },
      },
    };
    try {
      parseMapping(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MappingError);
      const problems = (error as MappingError).problems.join('\n');
      expect(problems).toMatch(/^date:/m);
      expect(problems).toMatch(/^fields:.*handle/m);
      expect(problems).toMatch(/^fields\.categories\.map\.Music/m);
      expect(problems).toMatch(/^fields\.platformId\.extract/m);
    }
  });

  it('refuses a username or followers field that is not mapped', () => {
    expect(() => parseMapping({ ...minimal, fields: { username: { column: 1 } } })).toThrow(
      /followers/,
    );
  });
});

describe('resolveColumn', () => {
  const header = ['s.no', 'Name', 'Followers', 'Followers', 'Views (Avg.)', 'video_views'];

  it('maps a 1-based position, including a duplicated header name', () => {
    expect(resolveColumn(header, 4)).toBe(3);
  });

  it('finds a header name ignoring case and extra spaces', () => {
    expect(resolveColumn(header, ' name ')).toBe(1);
    expect(resolveColumn(header, 'views  (avg.)')).toBe(4);
  });

  it('uses the first present of alternative names (video_views or video views)', () => {
    expect(resolveColumn(header, ['video views', 'video_views'])).toBe(5);
  });

  it('refuses a duplicated header name and says to map it by position', () => {
    expect(() => resolveColumn(header, 'Followers')).toThrow(
      /appears 2 times.*map it by position/s,
    );
  });

  it('refuses a position beyond the header and an absent name', () => {
    expect(() => resolveColumn(header, 7)).toThrow(/beyond/);
    expect(() => resolveColumn(header, 'Subscribers')).toThrow(/no header named "Subscribers"/);
  });
});

describe('bundled mappings', () => {
  it('has a valid mapping for every bundled data file, each fitting its file header', async () => {
    const { datasets, unmapped } = await listBundledDatasets();
    expect(unmapped).toEqual([]);
    expect(datasets).toHaveLength(24);
    for (const dataset of datasets) {
      const text = decodeBytes(readFileSync(dataset.file), dataset.mapping.format.encoding);
      const { header } = parseTable(text, { delimiter: dataset.mapping.format.delimiter });
      expect(() => createNormaliser(dataset.mapping, header), dataset.name).not.toThrow();
    }
  });

  it('has no mapping without its data file', async () => {
    const { datasets } = await listBundledDatasets();
    const mapped = new Set(datasets.map((d) => d.mappingFile));
    const files = readdirSync(join(BUNDLED_DATASETS_DIR, 'mappings'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(BUNDLED_DATASETS_DIR, 'mappings', f));
    expect(files.filter((f) => !mapped.has(f))).toEqual([]);
  });

  it('lists the bundled datasets oldest first so the newest values win', async () => {
    const { datasets } = await listBundledDatasets();
    const dates = datasets.map((d) => d.mapping.date);
    expect(dates).toEqual([...dates].sort());
    expect(datasets[0]?.name).toBe('instagram-influencers-33935-categories.txt');
  });
});
