import { type MetricConflict, REASON_TEXT } from './conflicts';
import type { IdentityDecision } from './identity';
import type { SweepMerge } from './merge-duplicates';

/** How many line numbers a report keeps per skip reason (the count is always complete). */
export const LINES_PER_REASON = 10;

/** Rows skipped for one reason: how many, and the file lines of the first {@link LINES_PER_REASON}. */
export interface SkippedGroup {
  reason: string;
  count: number;
  lines: number[];
}

/** A row joined to a profile by evidence, or a profile it shared a name with but did not join. */
export interface IdentityNote {
  line: number;
  /** The row's username and kind, e.g. `MrBeast (handle-or-name)`. */
  row: string;
  /** The profile's username. */
  profile: string;
  /** The evidence (merge) or the reason (refused). */
  evidence: string;
}

/**
 * What one import of one file did. Every record read is exactly one of: created (a new
 * profile), updated (an existing profile), merged (a repeat of a handle earlier in the same
 * file, merged into it, last value wins) or skipped (with its reason and line). Values a kept row
 * gave but that could not be used (unknown country names, unmapped category labels…) are listed
 * with their counts; they never skip the row.
 */
export interface ImportReport {
  datasetId: string;
  file: string;
  platform: string;
  /** The dataset's date (ISO): snapshots are taken on it. */
  date: string;
  sha256: string;
  rowsRead: number;
  created: number;
  updated: number;
  merged: number;
  skipped: number;
  snapshots: number;
  skippedByReason: SkippedGroup[];
  unmappedCategories: { label: string; count: number }[];
  droppedValues: { field: string; value: string; count: number }[];
  /** Metric values quarantined by a plausibility rule (server/import/plausibility.ts), per rule. */
  quarantined: { field: string; reason: string; count: number }[];
  /** Rows whose text was repaired (UTF-8 mis-decoded as Latin-1 or Windows-1252). */
  repairedText: number;
  /** Rows joined to an existing profile by evidence (same name, agreeing followers). */
  identityMerges: IdentityNote[];
  /** Profiles a row shared a name with but was not joined to, with the reason. */
  identityRefused: IdentityNote[];
  /**
   * Display names not taken because they belong to another account (`disputedName` in
   * import-profile.ts): `row` is the name, `profile` the profile's username, `evidence` why.
   */
  disputedNames: IdentityNote[];
  /**
   * Twins merged after the rows were written: a profile the file joined (say by platform id) and
   * another holding the row's name, one account by the identity rules (`mergeDuplicateProfiles`).
   */
  twinsMerged: SweepMerge[];
  /**
   * Values two sources disagreed on, decided by precedence rather than date
   * (server/import/metrics.ts `decideMetric`): the count per metric and every decision (profile,
   * metric, old and new value with their sources, whether the new one won, and the rule).
   */
  conflicts: {
    count: number;
    byMetric: { metric: string; count: number }[];
    all: MetricConflict[];
  };
  /** Warnings about the file as a whole (an engagement-rate unit detected rather than declared). */
  warnings: string[];
  durationMs: number;
}

/** How many times each value occurs. */
function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Collects the counts of one import; {@link ReportBuilder.build} freezes them into a report. */
export class ReportBuilder {
  rowsRead = 0;
  created = 0;
  updated = 0;
  merged = 0;
  snapshots = 0;
  repairedText = 0;
  private readonly identityMerges: IdentityNote[] = [];
  private readonly identityRefused: IdentityNote[] = [];
  private readonly disputed: IdentityNote[] = [];
  private readonly conflictList: MetricConflict[] = [];
  private readonly warningList: string[] = [];
  private readonly quarantine = new Map<string, { field: string; reason: string; count: number }>();
  private readonly skips = new Map<string, SkippedGroup>();
  private readonly unmapped = new Map<string, number>();
  private readonly dropped = new Map<string, { field: string; value: string; count: number }>();
  private readonly started = performance.now();

  /** Records a skipped row (its 1-based start line) under `reason`. */
  skip(reason: string, line: number): void {
    const group = this.skips.get(reason) ?? { reason, count: 0, lines: [] };
    group.count += 1;
    if (group.lines.length < LINES_PER_REASON) group.lines.push(line);
    this.skips.set(reason, group);
  }

  /** Counts category labels the mapping does not translate. */
  unmappedCategory(labels: readonly string[]): void {
    for (const label of labels) this.unmapped.set(label, (this.unmapped.get(label) ?? 0) + 1);
  }

  /** Counts a value dropped from a kept row (e.g. an unknown country name). */
  droppedValue(field: string, value: string): void {
    const key = `${field}\u0000${value}`;
    const entry = this.dropped.get(key) ?? { field, value, count: 0 };
    entry.count += 1;
    this.dropped.set(key, entry);
  }

  /** Counts a metric value quarantined by a plausibility rule. */
  quarantined(field: string, reason: string): void {
    const key = `${field}\u0000${reason}`;
    const entry = this.quarantine.get(key) ?? { field, reason, count: 0 };
    entry.count += 1;
    this.quarantine.set(key, entry);
  }

  /** Records disagreements between sources decided by precedence. */
  conflicts(conflicts: readonly MetricConflict[]): void {
    this.conflictList.push(...conflicts);
  }

  /** Records a warning about the whole file. */
  warn(message: string): void {
    this.warningList.push(message);
  }

  /** Records a row's identity decision: a merge by evidence and every refused candidate. */
  identity(
    line: number,
    row: { username: string; usernameKind: string },
    decision: IdentityDecision,
  ): void {
    const label = `${row.username} (${row.usernameKind})`;
    if (decision.how === 'evidence' && decision.match) {
      this.identityMerges.push({
        line,
        row: label,
        profile: decision.match.username,
        evidence: decision.evidence ?? '',
      });
    }
    for (const r of decision.refused) {
      this.identityRefused.push({ line, row: label, profile: r.username, evidence: r.reason });
    }
  }

  /** Records a display name a row gave that was not taken (another account's). */
  disputedName(line: number, name: string, profile: string, reason: string): void {
    this.disputed.push({ line, row: name, profile, evidence: reason });
  }

  /** Twins merged after the rows were written. */
  twinsMerged: SweepMerge[] = [];

  /** The finished report, groups sorted by count (largest first). */
  build(
    meta: Pick<ImportReport, 'datasetId' | 'file' | 'platform' | 'date' | 'sha256'>,
  ): ImportReport {
    const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
    const skippedByReason = [...this.skips.values()].sort(byCount);
    return {
      ...meta,
      rowsRead: this.rowsRead,
      created: this.created,
      updated: this.updated,
      merged: this.merged,
      skipped: skippedByReason.reduce((sum, g) => sum + g.count, 0),
      snapshots: this.snapshots,
      skippedByReason,
      unmappedCategories: [...this.unmapped]
        .map(([label, count]) => ({ label, count }))
        .sort(byCount),
      droppedValues: [...this.dropped.values()].sort(byCount),
      quarantined: [...this.quarantine.values()].sort(byCount),
      repairedText: this.repairedText,
      identityMerges: this.identityMerges,
      identityRefused: this.identityRefused,
      disputedNames: this.disputed,
      twinsMerged: this.twinsMerged,
      conflicts: {
        count: this.conflictList.length,
        byMetric: [...countBy(this.conflictList.map((c) => c.metric))]
          .map(([metric, count]) => ({ metric, count }))
          .sort(byCount),
        all: this.conflictList,
      },
      warnings: this.warningList,
      durationMs: Math.round(performance.now() - this.started),
    };
  }
}

/** The report's totals in one line: `<file> (<dataset>, <platform>, <date>): 200 read, … [0.5 s]`. */
export function reportSummary(report: ImportReport): string {
  return (
    `${report.file} (${report.datasetId}, ${report.platform}, ${report.date}): ` +
    `${report.rowsRead} read, ${report.created} created, ${report.updated} updated, ` +
    `${report.merged} merged duplicates, ${report.skipped} skipped ` +
    `[${(report.durationMs / 1000).toFixed(1)} s]`
  );
}

/** How many decided disagreements the readable report lists (all are in the stored report). */
export const CONFLICT_LINES = 10;

/** One decided disagreement as a line: `@tseries avgViews: 140300 (a, 2022-06-01) replaced by 2095329 (b) — rule`. */
export function conflictLine(c: MetricConflict): string {
  const old = `${c.old.value} (${c.old.source}, ${c.old.on})`;
  const incoming = `${c.new.value} (${c.new.source}, ${c.new.on})`;
  const verdict = c.newWon ? `${old} replaced by ${incoming}` : `${old} kept over ${incoming}`;
  return `${c.profile} ${c.metric}: ${verdict} — ${REASON_TEXT[c.reason]}`;
}

/**
 * The report's details, one indented line each (none when there is nothing to say): warnings,
 * each skip
 * reason with its count and first lines, unmapped category labels and dropped values (the 10
 * most frequent of each), quarantined values per rule, repaired text, the first 10 identity
 * joins and refusals, and disagreements between sources: the count per metric and the first
 * {@link CONFLICT_LINES}.
 */
export function reportDetails(report: ImportReport): string[] {
  const lines: string[] = [];
  for (const warning of report.warnings) lines.push(`  warning: ${warning}`);
  for (const group of report.skippedByReason) {
    const more = group.count > group.lines.length ? ', …' : '';
    lines.push(
      `  skipped ${group.count} × ${group.reason} (lines ${group.lines.join(', ')}${more})`,
    );
  }
  const top = <T>(items: T[], show: (item: T) => string) =>
    items.slice(0, 10).map(show).join(', ') +
    (items.length > 10 ? `, … (${items.length} in all)` : '');
  if (report.unmappedCategories.length > 0) {
    lines.push(
      `  unmapped category labels: ${top(report.unmappedCategories, (u) => `"${u.label}" × ${u.count}`)}`,
    );
  }
  if (report.droppedValues.length > 0) {
    lines.push(
      `  dropped values: ${top(report.droppedValues, (d) => `${d.field} "${d.value}" × ${d.count}`)}`,
    );
  }
  for (const q of report.quarantined) {
    lines.push(`  quarantined ${q.count} × ${q.field}: ${q.reason}`);
  }
  if (report.repairedText > 0) lines.push(`  repaired text in ${report.repairedText} rows`);
  const notes = (title: string, items: IdentityNote[]) => {
    if (items.length === 0) return;
    lines.push(`  ${title}: ${items.length}`);
    for (const n of items.slice(0, 10)) {
      lines.push(`    line ${n.line}: ${n.row} → ${n.profile}: ${n.evidence}`);
    }
    if (items.length > 10) lines.push(`    … (${items.length - 10} more in the stored report)`);
  };
  notes('joined by evidence', report.identityMerges);
  notes('candidates refused', report.identityRefused);
  notes('display names of another account, not taken', report.disputedNames);
  for (const m of report.twinsMerged) {
    lines.push(
      `  ${m.done ? 'twin merged' : 'twin could not be merged'}: ${m.merged} into ${m.kept}: ${m.evidence}`,
    );
  }
  const { conflicts } = report;
  if (conflicts.count > 0) {
    const perMetric = conflicts.byMetric.map((m) => `${m.metric} ${m.count}`).join(', ');
    lines.push(
      `  sources disagreed on ${conflicts.count} values (${perMetric}), decided by precedence:`,
    );
    for (const c of conflicts.all.slice(0, CONFLICT_LINES)) lines.push(`    ${conflictLine(c)}`);
    if (conflicts.count > CONFLICT_LINES) {
      lines.push(`    … (${conflicts.count - CONFLICT_LINES} more in the stored report)`);
    }
  }
  return lines;
}

/** The report as readable text (several lines, no trailing newline): its summary, then its details. */
export function formatReport(report: ImportReport): string {
  return [reportSummary(report), ...reportDetails(report)].join('\n');
}
