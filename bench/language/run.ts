/**
 * Language-detection measurement (`npx tsx bench/language/run.ts`): runs detectLanguage over the
 * bios of the TikTok TIDES file, whose `language` column (English names) is the reference, and
 * prints how many bios get a language and how often it agrees with the label, at the shipped
 * thresholds and across a sweep, so MIN_LETTERS and MIN_CONFIDENCE can be re-chosen with numbers.
 *
 *   npx tsx bench/language/run.ts [--sample 30]
 *
 * The labels are per account and follow the country more than the bio (Moroccan Arabic bios are
 * labelled French, Brazilian ones French, most bios of non-English countries English), so the
 * agreement is a floor on accuracy; `--sample` prints seeded random disagreements to check by hand.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLED_DATASETS_DIR } from '@server/import/bundled';
import { parseTable } from '@server/import/parse-table';
import { toLanguageCode } from '@server/import/languages';

const { values } = parseArgs({ options: { sample: { type: 'string', default: '30' } } });

const loadStart = performance.now();
const { detectLanguage, MIN_CONFIDENCE, MIN_LETTERS } =
  await import('@server/import/detect-language');
const loadMs = performance.now() - loadStart;

const file = resolve(BUNDLED_DATASETS_DIR, 'tiktok-influencers-tides-5000.csv');
const table = parseTable(readFileSync(file, 'utf8'), { delimiter: ',' });
const column = (name: string) => table.header.indexOf(name);
const [bioAt, labelAt, regionAt] = [column('signature'), column('language'), column('region')];

const LETTER_LEVELS = [...new Set([0, 5, 10, 15, 20, MIN_LETTERS])].sort((a, b) => a - b);
const detectStart = performance.now();
const rows = table.records.map(({ cells }) => {
  const bio = (cells[bioAt] ?? '').trim();
  const guess = detectLanguage(bio, { minLetters: 0, minConfidence: 0 });
  // The highest letter level the bio reaches (detectLanguage counts letters without URLs,
  // e-mail addresses and handles).
  let letters = 0;
  for (const level of LETTER_LEVELS) {
    if (level > 0 && detectLanguage(bio, { minLetters: level, minConfidence: 0 }) === null) break;
    letters = level;
  }
  return {
    bio,
    region: cells[regionAt] ?? '',
    label: toLanguageCode(cells[labelAt] ?? '', 'english-name'),
    letters,
    guess,
  };
});
const detectMs = performance.now() - detectStart;

type Row = (typeof rows)[number];
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
const agreeing = (list: Row[]) => list.filter((r) => r.guess?.language === r.label).length;
const kept = (r: Row, minLetters: number, minConfidence: number) =>
  r.letters >= minLetters && r.guess !== null && r.guess.confidence >= minConfidence;

const withBio = rows.filter((r) => r.bio !== '');
const longEnough = withBio.filter((r) => r.letters >= MIN_LETTERS);
const shipped = withBio.filter((r) => kept(r, MIN_LETTERS, MIN_CONFIDENCE));
console.log(
  `eld/large module load ${loadMs.toFixed(0)} ms; ${rows.length} bios measured in ${detectMs.toFixed(0)} ms`,
);
console.log(
  `${rows.length} accounts, ${withBio.length} with a bio, ${longEnough.length} with >= ${MIN_LETTERS} letters (and a guess)`,
);
console.log(
  `shipped thresholds (>= ${MIN_LETTERS} letters, confidence >= ${MIN_CONFIDENCE}): ` +
    `${shipped.length} bios get a language (${pct(shipped.length, withBio.length)} of bios), ` +
    `agreeing with the label for ${agreeing(shipped)} (${pct(agreeing(shipped), shipped.length)})`,
);

console.log('\nsweep: bios given a language / agreement with the label');
const confidences = [0, 0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5];
console.log(['letters', ...confidences.map((c) => `conf>=${c}`)].join('\t'));
for (const minLetters of LETTER_LEVELS) {
  const cells = confidences.map((c) => {
    const got = withBio.filter((r) => kept(r, minLetters, c));
    return `${got.length}/${pct(agreeing(got), got.length)}`;
  });
  console.log([`>=${minLetters}`, ...cells].join('\t'));
}

console.log(`\nagreement by confidence band (>= ${MIN_LETTERS} letters, 12 equal bands)`);
const ranked = longEnough
  .filter((r) => r.guess !== null)
  .sort((a, b) => (a.guess?.confidence ?? 0) - (b.guess?.confidence ?? 0));
for (let i = 0; i < 12; i++) {
  const band = ranked.slice(
    Math.floor((i * ranked.length) / 12),
    Math.floor(((i + 1) * ranked.length) / 12),
  );
  const [low, high] = [band[0]?.guess?.confidence ?? 0, band.at(-1)?.guess?.confidence ?? 0];
  console.log(
    `${low.toFixed(2)}–${high.toFixed(2)}\t${pct(agreeing(band), band.length)}\t(${band.length})`,
  );
}

console.log('\nat the shipped thresholds, label → detected (top 12)');
const pairs = new Map<string, number>();
for (const r of shipped) {
  const key = `${r.label} → ${r.guess?.language}`;
  pairs.set(key, (pairs.get(key) ?? 0) + 1);
}
for (const [pair, n] of [...pairs].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`${pair}\t${n}`);

const sampleSize = Number(values.sample);
if (sampleSize > 0) {
  console.log(`\n${sampleSize} seeded random disagreements at the shipped thresholds`);
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const disagreeing = shipped.filter((r) => r.guess?.language !== r.label);
  for (let i = disagreeing.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [disagreeing[i], disagreeing[j]] = [disagreeing[j] as Row, disagreeing[i] as Row];
  }
  for (const r of disagreeing.slice(0, sampleSize)) {
    const bio = r.bio.replace(/\s+/g, ' ').slice(0, 100);
    console.log(
      `${r.label}/${r.region} → ${r.guess?.language} ${r.guess?.confidence.toFixed(2)}\t${bio}`,
    );
  }
}
