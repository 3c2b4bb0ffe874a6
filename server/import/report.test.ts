import { describe, expect, it } from 'vitest';
import { formatReport, ReportBuilder } from './report';

const meta = {
  datasetId: 'set-a',
  file: 'set-a.csv',
  platform: 'instagram',
  date: '2022-06-01',
  sha256: 'abc',
};

describe('ReportBuilder', () => {
  it('groups skipped rows by reason, largest first, keeping the first 10 lines and the count', () => {
    const report = new ReportBuilder();
    report.skip('missing handle', 3);
    for (let line = 10; line < 22; line++) report.skip('missing followers', line);
    const built = report.build(meta);
    expect(built.skipped).toBe(13);
    expect(built.skippedByReason).toEqual([
      { reason: 'missing followers', count: 12, lines: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] },
      { reason: 'missing handle', count: 1, lines: [3] },
    ]);
  });

  it('counts unmapped category labels and dropped values', () => {
    const report = new ReportBuilder();
    report.unmappedCategory(['Knitting', 'Knitting', 'Opera']);
    report.droppedValue('country', '10.2M');
    expect(report.build(meta)).toMatchObject({
      unmappedCategories: [
        { label: 'Knitting', count: 2 },
        { label: 'Opera', count: 1 },
      ],
      droppedValues: [{ field: 'country', value: '10.2M', count: 1 }],
    });
  });
});

describe('formatReport', () => {
  it('prints the totals, each skip reason with its lines, and unmapped labels', () => {
    const report = new ReportBuilder();
    report.rowsRead = 5;
    report.created = 2;
    report.updated = 1;
    report.merged = 1;
    report.skip('missing handle', 3);
    report.unmappedCategory(['Knitting']);
    const text = formatReport({ ...report.build(meta), durationMs: 1234 });
    expect(text.split('\n')).toEqual([
      'set-a.csv (set-a, instagram, 2022-06-01): 5 read, 2 created, 1 updated, 1 merged duplicates, 1 skipped [1.2 s]',
      '  skipped 1 × missing handle (lines 3)',
      '  unmapped category labels: "Knitting" × 1',
    ]);
  });
});

describe('disagreements between sources', () => {
  const conflict = (i: number, metric: 'avgViews' | 'engagementRate') => ({
    profile: `creator${i}`,
    metric,
    old: { value: 100 + i, source: 'a', on: '2022-06-01' },
    new: { value: 200 + i, source: 'b', on: '2022-06-01' },
    newWon: i % 2 === 0,
    reason: 'source-order' as const,
  });

  it('keeps every decision in the data, and prints a count per metric and the first 10 lines', () => {
    const report = new ReportBuilder();
    const all = Array.from({ length: 1500 }, (_, i) =>
      conflict(i, i < 1000 ? 'avgViews' : 'engagementRate'),
    );
    report.conflicts(all);
    const built = report.build(meta);
    expect(built.conflicts.count).toBe(1500);
    expect(built.conflicts.all).toHaveLength(1500);
    expect(built.conflicts.byMetric).toEqual([
      { metric: 'avgViews', count: 1000 },
      { metric: 'engagementRate', count: 500 },
    ]);
    const lines = formatReport(built).split('\n').slice(1);
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe(
      '  sources disagreed on 1500 values (avgViews 1000, engagementRate 500), decided by precedence:',
    );
    expect(lines[1]).toBe(
      '    creator0 avgViews: 100 (a, 2022-06-01) replaced by 200 (b, 2022-06-01) — fixed source order (live read, then dataset id)',
    );
    expect(lines[2]).toBe(
      '    creator1 avgViews: 101 (a, 2022-06-01) kept over 201 (b, 2022-06-01) — fixed source order (live read, then dataset id)',
    );
    expect(lines[11]).toBe('    … (1490 more in the stored report)');
  });
});
