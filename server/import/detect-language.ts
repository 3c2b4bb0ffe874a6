import { loadLargeDetector } from './eld-large';

/**
 * Language detection for profiles whose source gives no language, from their bio and name, with
 * eld (Efficient Language Detector, https://github.com/nitotm/efficient-language-detector-js):
 * 60 languages, ISO 639-1 codes, pure JavaScript, no dependencies. Its "large" n-gram database
 * was the most accurate of the detectors compared on short social bios (franc, franc-min,
 * franc-all, tinyld, lande, cld3-asm; see bench/language/README.md). Loading it (server/import/eld-large.ts)
 * takes about 1 s and 85 MB of heap, once, when this module is first imported: import it from the
 * import pipeline only.
 */

/**
 * The fewest letters (`\p{L}`, after URLs, e-mail addresses and handles are removed) a text
 * needs before a language is guessed: below 10, agreement with the TikTok dataset's labels drops
 * and most such bios are emoji, names or handles (bench/language).
 */
export const MIN_LETTERS = 10;

/**
 * The lowest {@link LanguageGuess.confidence} returned. Measured on the TikTok TIDES bios
 * (bench/language): agreement with the dataset's labels rises from 30 % at confidence < 0.05 to
 * about 75 % at 0.3 and levels off at 80–86 % from 0.35 (the labels themselves are per country,
 * e.g. Moroccan Arabic bios are labelled French, so the ceiling is well below 100 %).
 */
export const MIN_CONFIDENCE = 0.3;

/** A detected language. */
export interface LanguageGuess {
  /** ISO 639-1 code, lower case. */
  language: string;
  /**
   * How far eld's best language leads the runner-up, 0–1: one minus the odds ratio of their
   * scores, 1 − odds(second) / odds(best) with odds(s) = s / (1 − s). 0 is a tie; 1 means no
   * other language matched at all. (eld's scores are x / (x + 25) of the matched n-grams' mean
   * x, so this is the runner-up's relative shortfall in n-gram evidence; it ranked bios better
   * than the plain score gap.)
   */
  confidence: number;
}

// Loaded when this module is first imported (the import pipeline's first file with bios).
const detector = await loadLargeDetector();

/**
 * Words of no language, and often taken for one: URLs, e-mail addresses, @handles, handle-like
 * tokens (`noemi.mila`, `orkhon_ekb`) and the handle after a platform label (`IG: panchax`).
 * Removing them raised agreement at the shipped thresholds from 80.9 % to 81.5 % (bench/language).
 */
const NOISE = new RegExp(
  [
    String.raw`(?:https?:\/\/|www\.)\S+`,
    String.raw`\S+@\S+\.\S+`,
    String.raw`@[\p{L}\p{N}_.]+`,
    String.raw`[\p{L}\p{N}]+[_.][\p{L}\p{N}][\p{L}\p{N}_.]*`,
    String.raw`\b(?:ig|insta|instagram|sc|snap|snapchat|yt|youtube|twitch|fb|twitter|tiktok)\s*[:\-–]\s*[\p{L}\p{N}_.]+`,
  ].join('|'),
  'giu',
);

/** The limits below which {@link detectLanguage} returns null. */
export interface DetectionThresholds {
  minLetters: number;
  minConfidence: number;
}

/**
 * Detects the language of a text (a bio, a name, or both joined by a line break) with eld, or
 * returns null when the text has fewer than {@link MIN_LETTERS} letters once URLs, e-mail
 * addresses and @handles are removed, or the guess's confidence is below
 * {@link MIN_CONFIDENCE} (mixed or ambiguous text). `thresholds` exists for the benchmark's
 * sweep (bench/language); callers keep the defaults.
 */
export function detectLanguage(
  text: string,
  thresholds: DetectionThresholds = { minLetters: MIN_LETTERS, minConfidence: MIN_CONFIDENCE },
): LanguageGuess | null {
  const clean = text.replace(NOISE, ' ');
  if ((clean.match(/\p{L}/gu)?.length ?? 0) < thresholds.minLetters) return null;
  const result = detector.detect(clean);
  if (!/^[a-z]{2}$/.test(result.language)) return null;
  const [best = 0, second = 0] = Object.values(result.getScores()).sort((a, b) => b - a);
  if (best <= 0 || best >= 1) return null;
  const odds = (score: number) => score / (1 - score);
  const confidence = 1 - odds(second) / odds(best);
  return confidence < thresholds.minConfidence ? null : { language: result.language, confidence };
}
