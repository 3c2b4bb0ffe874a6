import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { BUNDLED_DATASETS_DIR, type DatasetProgress, importBundledDatasets } from './bundled';

/** Two small real files without bios (the language model never loads), 200 and 1,000 rows. */
const FILES = ['instagram-top-200-influencers', 'youtube-most-subscribed-1000-channels'];

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'collabify-datasets-'));
  mkdirSync(join(dir, 'mappings'));
  for (const name of FILES) {
    copyFileSync(join(BUNDLED_DATASETS_DIR, `${name}.csv`), join(dir, `${name}.csv`));
    const mapping = join('mappings', `${name}.json`);
    copyFileSync(join(BUNDLED_DATASETS_DIR, mapping), join(dir, mapping));
  }
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('importBundledDatasets as the first start runs it', () => {
  it('reports its progress, one short line per file, the details apart, and waits after each file as asked', async () => {
    const progress: DatasetProgress[] = [];
    const log: string[] = [];
    const detail: string[] = [];
    const paused: number[] = [];
    let release = () => {};
    const summary = importBundledDatasets(database.db, {
      dir,
      log: (line) => log.push(line),
      detail: (text) => detail.push(text),
      onProgress: (p) => progress.push(p),
      afterFile: (done) => {
        paused.push(done);
        return done === 1 ? new Promise((resume) => (release = resume)) : Promise.resolve();
      },
    });
    await expect.poll(() => paused).toEqual([1]);
    // Held after the first file: the second has not started.
    expect(progress.at(-1)).toEqual({ done: 1, total: 2, current: null });
    release();
    const result = await summary;
    expect(result.imported.map((r) => r.file)).toEqual([
      'instagram-top-200-influencers.csv',
      'youtube-most-subscribed-1000-channels.csv',
    ]);
    expect(paused).toEqual([1, 2]);

    expect(progress[0]).toEqual({ done: 0, total: 2, current: null });
    expect(progress).toContainEqual({
      done: 0,
      total: 2,
      current: { file: 'instagram-top-200-influencers.csv', rowsDone: 200, rowsTotal: 200 },
    });
    // The 1,000-row file in batches of 500.
    const second = progress.filter((p) => p.current?.file.startsWith('youtube'));
    expect(second.map((p) => p.current!.rowsDone)).toEqual([0, 0, 500, 1000]);
    expect(progress.at(-1)).toEqual({ done: 2, total: 2, current: null });

    // One short line per file, then the totals; the reports' details at debug level.
    expect(log.filter((line) => / read, \d+ created/.test(line))).toHaveLength(2);
    for (const line of log) expect(line).not.toContain('\n');
    expect(detail).toContain('VACUUM ANALYZE of the influencer tables done');
  });

  it('counts files imported by an earlier start as done', async () => {
    const progress: DatasetProgress[] = [];
    await importBundledDatasets(database.db, { dir, onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([{ done: 2, total: 2, current: null }]);
  });
});
