/**
 * Data-quality report (`npm run data:quality`): per platform, the profile count, suspected
 * duplicates, values quarantined by each plausibility rule, implausible values still sortable,
 * profiles missing each field, profiles per account type (and whether a source label, a rule or
 * no evidence decided it), categories by where they came from (label, confirmed mapping,
 * unconfirmed mapping, bio, unrecorded) and the share whose numbers are older than 12 months — the same
 * figures as `quality` in `GET /api/influencer/statistics` — then each suspected-duplicate pair
 * still apart with why the identity rules keep it so, and each display name an import left out
 * because it belongs to another account. Reads the database named by the
 * environment (DATABASE_URL, else the embedded PGlite under DATA_DIR); changes nothing but
 * pending migrations. Exit codes: 0 printed, 2 the database is busy or unreachable.
 */
import { ACCOUNT_TYPES } from '../shared/constants/discovery';
import type { PlatformQuality } from '../shared/schemas/influencers';
import { type DisputedNameRow, loadDisputedNames } from '../server/import/import.repository';
import { getDataQuality } from '../server/modules/influencers/influencers.service';
import {
  type KeptApartPair,
  listKeptApartPairs,
} from '../server/modules/influencers/suspected-duplicates';
import { openScriptDatabase } from './lib/open-script-database';

/** The report as an aligned text table: one row per figure, one column per platform. */
export function formatQuality(quality: PlatformQuality[]): string {
  const header: [string, ...string[]] = ['', ...quality.map((q) => q.platform)];
  const rows: [string, ...string[]][] = [header];
  const add = (label: string, value: (q: PlatformQuality) => string | number) =>
    rows.push([label, ...quality.map((q) => String(value(q)))]);
  add('profiles', (q) => q.profiles);
  add('suspected duplicates', (q) => q.suspectedDuplicates);
  const rules = [
    ...new Set(quality.flatMap((q) => q.quarantined.map((r) => `${r.metric}: ${r.reason}`))),
  ];
  for (const rule of rules.sort()) {
    add(
      `quarantined ${rule}`,
      (q) => q.quarantined.find((r) => `${r.metric}: ${r.reason}` === rule)?.count ?? 0,
    );
  }
  add('implausible values still sortable', (q) => q.implausibleInSorts);
  const fields = [...new Set(quality.flatMap((q) => Object.keys(q.missing)))];
  for (const field of fields) add(`missing ${field}`, (q) => q.missing[field] ?? 0);
  add('languages inferred from text', (q) => q.inferredLanguages);
  for (const type of ACCOUNT_TYPES) {
    const ofType = (q: PlatformQuality) => q.accountTypes.filter((a) => a.type === type);
    add(`account type ${type}`, (q) => {
      const rows = ofType(q);
      const total = rows.reduce((sum, a) => sum + a.count, 0);
      const bases = rows.map((a) => `${a.basis} ${a.count}`).join(', ');
      return total === 0 ? '0' : `${total} (${bases})`;
    });
  }
  for (const source of ['label', 'mapping', 'unconfirmed', 'bio', 'unrecorded'] as const)
    add(
      `categories from ${source}`,
      (q) => q.categorySources.find((c) => c.source === source)?.count ?? 0,
    );
  add('older than 12 months', (q) => `${q.staleProfiles} (${q.stalePercent} %)`);
  add('data dates', (q) => `${q.oldestDataOn ?? '–'} … ${q.newestDataOn ?? '–'}`);
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}

const who = (m: KeptApartPair['a']) =>
  `@${m.username}${m.name && m.name !== m.username ? ` "${m.name}"` : ''}` +
  `${m.platformId ? ` [${m.platformId}]` : ''} ${m.followers?.toLocaleString('en-US') ?? '?'} (${m.on ?? '?'})`;

/** The suspected duplicates still apart, one line each with the reason (none: a line saying so). */
export function formatKeptApart(pairs: readonly KeptApartPair[]): string {
  if (pairs.length === 0) return 'Suspected duplicates: none left.';
  return [
    `Suspected duplicates kept apart (${pairs.length} pairs):`,
    ...pairs.map((p) => `  ${p.platform} "${p.key}": ${who(p.a)} / ${who(p.b)} — ${p.reason}`),
  ].join('\n');
}

/** The display names imports left out as another account's, one line each. */
export function formatDisputedNames(names: readonly DisputedNameRow[]): string {
  if (names.length === 0) return 'Display names of another account: none found.';
  return [
    `Display names of another account, not shown (${names.length}):`,
    ...names.map((n) => `  ${n.platform} @${n.profile}: "${n.name}" (${n.file})`),
  ].join('\n');
}

async function main(): Promise<number> {
  const opened = await openScriptDatabase('Stop the server on this DATA_DIR and run this again.');
  if (!opened) return 2;
  const { database, where } = opened;
  try {
    console.log(`Data quality of ${where}, ${new Date().toISOString().slice(0, 10)}\n`);
    const quality = await getDataQuality(database.db);
    console.log(
      quality.length === 0
        ? 'No profiles yet: run npm start or npm run import -- --bundled.'
        : formatQuality(quality),
    );
    if (quality.length > 0) {
      console.log(`\n${formatKeptApart(await listKeptApartPairs(database.db))}`);
      console.log(`\n${formatDisputedNames(await loadDisputedNames(database.db))}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
