/**
 * Picks benchmark (`npm run bench:picks`): imports the bundled real datasets into a fresh
 * embedded database (PGlite in memory; PostgreSQL when TEST_DATABASE_URL is set), asks
 * `POST /api/list/ai-picks` for the top 10 of each labelled brief (bench/picks/briefs.ts) and
 * prints precision at 10 per brief and overall.
 *
 *   npm run bench:picks -- [--verbose]
 *
 * Precision at 10 = share of the top 10 whose categories intersect the expected categories and,
 * when the brief names countries, whose creator or audience country is one of them. "Best" is the
 * precision a perfect ranking could reach on this data: min(10, profiles that qualify) / 10.
 */
import { parseArgs } from 'node:util';
import { and, arrayOverlaps, count, inArray, or } from 'drizzle-orm';
import type { InfluencerPick, InfluencerPicks } from '@shared/schemas/picks';
import { influencers } from '@server/db/schema';
import { importBundledDatasets } from '@server/import/bundled';
import { buildTestApp } from '@server/test/build-test-app';
import { grantBenchPlan } from '../lib/plan';
import { machineLine, printGoals } from '../lib/report';
import { LABELLED_BRIEFS, type LabelledBrief } from './briefs';

const K = 10;
/** The mean precision at 10 of the last recorded run (bench/picks/README.md): it must not drop. */
const LAST_MEAN_P = 0.867;
const { values: args } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });

/** Whether a pick is what a person reading the brief expects (see the header). */
function relevant(pick: InfluencerPick, expected: LabelledBrief['expected']): boolean {
  const { categories, country, audienceCountry } = pick.card;
  const onTopic = categories.some((c) => expected.categories.includes(c));
  const inPlace =
    expected.countries.length === 0 ||
    [country, audienceCountry].some((c) => c !== null && expected.countries.includes(c));
  return onTopic && inPlace;
}

const started = performance.now();
console.log(`picks benchmark · ${machineLine()}`);
const t = await buildTestApp();
try {
  const db = t.database.db;
  const summary = await importBundledDatasets(db);
  const [{ profiles } = { profiles: 0 }] = await db.select({ profiles: count() }).from(influencers);
  console.log(
    `${profiles.toLocaleString()} profiles from ${summary.imported.length} bundled datasets ` +
      `(${(summary.durationMs / 1000).toFixed(1)} s)${summary.failed.length ? `, ${summary.failed.length} failed` : ''}\n`,
  );
  const { token, user } = await t.signUp();
  await grantBenchPlan(db, user.id);
  const rows: { id: string; p: number; best: number; hits: number; got: number }[] = [];
  for (const labelled of LABELLED_BRIEFS) {
    const res = await t.request({
      method: 'POST',
      url: '/api/list/ai-picks',
      payload: { keywords: labelled.brief, limit: K },
      token,
    });
    if (res.statusCode !== 200) throw new Error(`${labelled.id}: ${res.statusCode} ${res.body}`);
    const picks = res.json<InfluencerPicks>().query;
    const hits = picks.filter((p) => relevant(p, labelled.expected)).length;
    const { countries } = labelled.expected;
    const [{ qualifying } = { qualifying: 0 }] = await db
      .select({ qualifying: count() })
      .from(influencers)
      .where(
        and(
          arrayOverlaps(influencers.categories, labelled.expected.categories),
          countries.length
            ? or(
                inArray(influencers.searchCountry, countries),
                inArray(influencers.audienceCountry, countries),
              )
            : undefined,
        ),
      );
    rows.push({
      id: labelled.id,
      p: hits / K,
      best: Math.min(K, qualifying) / K,
      hits,
      got: picks.length,
    });
    if (args.verbose) {
      console.log(`${labelled.id}: “${labelled.brief}”`);
      for (const pick of picks) {
        const { username, platform, categories, country, audienceCountry } = pick.card;
        const mark = relevant(pick, labelled.expected) ? '✓' : '✗';
        console.log(
          `  ${mark} ${pick.score.toFixed(1).padStart(5)} ${platform}/${username} ` +
            `[${categories.join(',')}] ${country ?? '-'}/${audienceCountry ?? '-'} — ${pick.reasons.join('; ')}`,
        );
      }
    }
  }
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  console.log(`\n| brief | P@${K} | best possible | picks |`);
  console.log('| --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.id} | ${r.p.toFixed(2)} | ${r.best.toFixed(2)} | ${r.got} |`);
  console.log(
    `| **all (mean of ${rows.length})** | **${mean(rows.map((r) => r.p)).toFixed(3)}** | ` +
      `${mean(rows.map((r) => r.best)).toFixed(3)} | |`,
  );
  const meanP = mean(rows.map((r) => r.p));
  printGoals([
    {
      goal: `mean P@${K} ≥ ${LAST_MEAN_P.toFixed(3)} (the last table in bench/picks/README.md)`,
      measured: meanP.toFixed(3),
      pass: meanP >= LAST_MEAN_P,
    },
  ]);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s in all`);
} finally {
  await t.close();
}
