/**
 * Relevance bench (`npm run bench:relevance`, issue 31): imports the bundled real datasets into a
 * fresh embedded database (PGlite in memory; PostgreSQL when TEST_DATABASE_URL is set), runs every
 * labelled search (`GET /api/influencer`, top 10 over pages 1–2) and brief (`POST /api/list/ai-picks`, 10 picks)
 * and scores the results against the judges' grades (bench/relevance/metrics.ts).
 *
 *   npm run bench:relevance -- [--verbose] [--judge]
 *
 * Prints, for searches and for briefs, the mean precision@5 (grade 2; lenient: grade ≥ 1),
 * nDCG@10 and (briefs) precision@10 over the tuning cases, the 10 worst tuning cases with their
 * top 5, and the held-out cases' means only. `--verbose` prints every tuning case; `--judge`
 * prints the unjudged results of every case, held-out included, for the judges only.
 */
import { parseArgs } from 'node:util';
import { PAGE_SIZE } from '@shared/constants/discovery';
import type { InfluencerCard, InfluencerList } from '@shared/schemas/influencers';
import type { InfluencerPicks } from '@shared/schemas/picks';
import { importBundledDatasets } from '@server/import/bundled';
import { grantPlan } from '@server/test/plans';
import { buildTestApp, type TestApp } from '@server/test/build-test-app';
import { BRIEFS } from './briefs';
import { profileKey, type LabelledBrief, type LabelledSearch } from './judgments';
import { ceilingAt, gradesOf, mean, ndcgAt, precisionAt, unjudgedAt, type Grades } from './metrics';
import { EVERYDAY_SEARCHES } from './searches-everyday';
import { WORLD_SEARCHES } from './searches-world';
import { YOUTUBE_SEARCHES } from './searches-youtube';
import { problemsOf, type CaseFile } from './validate';

const K = 10;
const { values: args } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    judge: { type: 'boolean', default: false },
    explain: { type: 'string', multiple: true, default: [] },
  },
});

const SEARCH_FILES: CaseFile[] = [
  { file: 'searches-everyday.ts', cases: EVERYDAY_SEARCHES },
  { file: 'searches-youtube.ts', cases: YOUTUBE_SEARCHES },
  { file: 'searches-world.ts', cases: WORLD_SEARCHES },
];
const BRIEF_FILES: CaseFile[] = [{ file: 'briefs.ts', cases: BRIEFS }];

const problems = problemsOf([...SEARCH_FILES, ...BRIEF_FILES]);
if (problems.length > 0) {
  console.error(`The labelled set is invalid (${problems.length} problems):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}

type Case = LabelledSearch | LabelledBrief;

/** One case's top 10 and its scores. */
interface Scored {
  case: Case;
  ranking: string[];
  grades: Grades;
  p5: number;
  p5Lenient: number;
  p10: number;
  ndcg10: number;
  unjudged: number;
}

function score(c: Case, cards: readonly InfluencerCard[]): Scored {
  const ranking = cards.slice(0, K).map(profileKey);
  const grades = gradesOf(c.judged);
  return {
    case: c,
    ranking,
    grades,
    p5: precisionAt(5, ranking, grades, 2),
    p5Lenient: precisionAt(5, ranking, grades, 1),
    p10: precisionAt(10, ranking, grades, 2),
    ndcg10: ndcgAt(K, ranking, grades),
    unjudged: unjudgedAt(K, ranking, grades),
  };
}

/** The top 10 as discovery shows them: page 1 and, for the tenth card, page 2 (PAGE_SIZE each). */
async function searchTop(t: TestApp, token: string, s: LabelledSearch): Promise<InfluencerCard[]> {
  const cards: InfluencerCard[] = [];
  for (let skip = 0; cards.length < K; skip += PAGE_SIZE) {
    const query = new URLSearchParams({
      keywords: s.keywords,
      skip: String(skip),
      limit: String(PAGE_SIZE),
    });
    if (s.platform) query.set('platform', s.platform);
    const res = await t.request({ method: 'GET', url: `/api/influencer?${query}`, token });
    if (res.statusCode !== 200) throw new Error(`${s.id}: ${res.statusCode} ${res.body}`);
    const page = res.json<InfluencerList>().query;
    cards.push(...page);
    if (page.length < PAGE_SIZE) break;
  }
  return cards.slice(0, K);
}

async function picksOf(t: TestApp, token: string, b: LabelledBrief): Promise<InfluencerPicks> {
  const res = await t.request({
    method: 'POST',
    url: '/api/list/ai-picks',
    payload: { keywords: b.brief, limit: K, ...(b.platform && { platform: b.platform }) },
    token,
  });
  if (res.statusCode !== 200) throw new Error(`${b.id}: ${res.statusCode} ${res.body}`);
  return res.json<InfluencerPicks>();
}

/** `--explain <id>`: a tuning brief's picks and alternatives with their reasons and grades. */
async function explain(t: TestApp, token: string, id: string): Promise<void> {
  const b = (BRIEFS as readonly LabelledBrief[]).find((c) => c.id === id);
  if (!b || b.heldOut) throw new Error(`--explain takes the id of a tuning brief, not ${id}`);
  const { query, alternatives } = await picksOf(t, token, b);
  const grades = gradesOf(b.judged);
  console.log(`\n## ${label(b)}`);
  for (const [name, picks] of [
    ['picks', query],
    ['alternatives', alternatives],
  ] as const) {
    console.log(`${name}:`);
    for (const p of picks) {
      const key = profileKey(p.card);
      const unmet = 'unmet' in p ? ` — misses ${(p.unmet as string[]).join(', ')}` : '';
      console.log(
        `  ${key} (${String(grades.get(key) ?? 'unjudged')}) ${p.score}: ${p.reasons.join('; ')}${unmet}`,
      );
    }
  }
}

const label = (c: Case) =>
  `${c.id} “${'keywords' in c ? c.keywords : c.brief}”${c.platform ? ` [${c.platform}]` : ' [all]'}`;
const f = (n: number) => (Number.isNaN(n) ? '  -  ' : n.toFixed(3));
const gradeOf = (s: Scored, key: string) => String(s.grades.get(key) ?? 'unjudged');

function caseLine(s: Scored, withP10: boolean): string {
  return (
    `${label(s.case)}: P@5 ${f(s.p5)} (lenient ${f(s.p5Lenient)})` +
    `${withP10 ? `, P@10 ${f(s.p10)}` : ''}, nDCG@10 ${f(s.ndcg10)}` +
    `${s.unjudged ? `, unjudged in top 10: ${s.unjudged}` : ''}`
  );
}

function summary(name: string, rows: readonly Scored[], withP10: boolean): string {
  const unjudged = rows.reduce((n, r) => n + r.unjudged, 0);
  return (
    `${name} (${rows.length} cases): P@5 ${f(mean(rows.map((r) => r.p5)))}` +
    ` (lenient ${f(mean(rows.map((r) => r.p5Lenient)))})` +
    `${withP10 ? `, P@10 ${f(mean(rows.map((r) => r.p10)))}` : ''}` +
    `, nDCG@10 ${f(mean(rows.map((r) => r.ndcg10)))}, unjudged in top 10: ${unjudged}` +
    `; best reachable with these judgements: P@5 ${f(mean(rows.map((r) => ceilingAt(5, r.grades))))}` +
    `${withP10 ? `, P@10 ${f(mean(rows.map((r) => ceilingAt(10, r.grades))))}` : ''}`
  );
}

/** Prints one part (searches or briefs): tuning means, worst tuning cases, held-out means. */
function report(part: string, rows: readonly Scored[], withP10: boolean): void {
  const judged = rows.filter((r) => r.case.judged.length > 0);
  const tuning = judged.filter((r) => !r.case.heldOut);
  const heldOut = judged.filter((r) => r.case.heldOut);
  console.log(`\n## ${part}`);
  if (judged.length < rows.length)
    console.log(`(${rows.length - judged.length} cases have no judgements yet; left out)`);
  console.log(summary('Tuning', tuning, withP10));
  // Worst first: the headline metric of the part, then nDCG.
  const headline = (r: Scored) => (withP10 ? r.p10 : r.p5);
  const worst = [...tuning]
    .sort((a, b) => headline(a) - headline(b) || a.ndcg10 - b.ndcg10)
    .slice(0, 10);
  console.log(`\nWorst ${worst.length} tuning cases:`);
  for (const s of worst) {
    console.log(`  ${caseLine(s, withP10)}`);
    for (const key of s.ranking.slice(0, 5)) console.log(`      ${key} — ${gradeOf(s, key)}`);
  }
  if (args.verbose) {
    console.log('\nEvery tuning case:');
    for (const s of tuning) console.log(`  ${caseLine(s, withP10)}`);
  }
  console.log(`\n${summary('Held out', heldOut, withP10)}`);
}

/** Unjudged results of every case, held-out included: what a judge still has to grade. */
function reportUnjudged(rows: readonly Scored[]): void {
  console.log('\n## Unjudged results (--judge)');
  console.log(
    'WARNING: for judges only. This lists held-out cases; whoever tunes the ranking must not read it.',
  );
  for (const s of rows) {
    const missing = s.ranking.filter((key) => !s.grades.has(key));
    if (missing.length === 0) continue;
    console.log(`  ${label(s.case)}${s.case.heldOut ? ' (held out)' : ''}:`);
    for (const key of missing) console.log(`      ${key} at ${s.ranking.indexOf(key) + 1}`);
  }
}

const started = performance.now();
const t = await buildTestApp();
try {
  const imported = await importBundledDatasets(t.database.db);
  console.log(
    `${imported.imported.length} bundled datasets imported (${(imported.durationMs / 1000).toFixed(1)} s)` +
      `${imported.failed.length ? `, ${imported.failed.length} failed` : ''}`,
  );
  const { token, user } = await t.signUp();
  // AI picks are metered (5 runs a month on Free): the bench's account is on Pro, as an admin sets.
  await grantPlan(t, user.id, 'pro');
  for (const id of args.explain) await explain(t, token, id);
  const searches: Scored[] = [];
  for (const { cases } of SEARCH_FILES)
    for (const s of cases as readonly LabelledSearch[])
      searches.push(score(s, await searchTop(t, token, s)));
  const briefs: Scored[] = [];
  for (const { cases } of BRIEF_FILES)
    for (const b of cases as readonly LabelledBrief[])
      briefs.push(
        score(
          b,
          (await picksOf(t, token, b)).query.map((p) => p.card),
        ),
      );
  report('Searches (goal: P@5 ≥ 0.9)', searches, false);
  report('Briefs (goal: P@10 ≥ 0.7)', briefs, true);
  if (args.judge) reportUnjudged([...searches, ...briefs]);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s in all`);
} finally {
  await t.close();
}
