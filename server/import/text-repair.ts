import iconv from 'iconv-lite';

/**
 * Repair of mojibake: UTF-8 text whose bytes were decoded once more as Windows-1252 or Latin-1
 * (`CÃ´te d'Ivoire`, `itâ€™s`, `ÐœÐ°ÑˆÐ°`, `ðŸ”¥`).
 *
 * No maintained npm package does this: the two that exist (`fix-utf8`, `fix-latin1-to-utf8`) are
 * fixed find-and-replace tables for the Latin range only (no Cyrillic, no emoji, no detection).
 * The technique is the one of Python's ftfy (Robyn Speer, https://github.com/rspeer/python-ftfy,
 * `ftfy.fixes.fix_encoding` / `decode_inconsistent_utf8`): find runs of characters that, encoded
 * back with "sloppy" Windows-1252, form well-formed UTF-8 sequences, and decode those bytes as
 * strict UTF-8. The character tables are iconv-lite's (windows-1252 and latin1); the strict
 * decoder is the platform's `TextDecoder` with `fatal: true`. "Sloppy" (ftfy's term) means that
 * the five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) survive as the C1
 * control characters Latin-1 gives them (U+0081 …), which is what Windows-1252 decoders such as
 * the WHATWG one produce; text mis-decoded as plain Latin-1 has C1 characters for all of
 * 0x80–0x9F and is handled the same way.
 */

/** How {@link repairText} treats a value: see there. */
export type RepairMode = 'auto' | 'force' | 'off';

/** The modes, for configuration schemas. */
export const REPAIR_MODES = ['auto', 'force', 'off'] as const satisfies readonly RepairMode[];

/** The outcome of {@link repairText}. */
export interface RepairResult {
  text: string;
  repaired: boolean;
}

const C1 = /[\u0080-\u009f]/u;

/** Bytes 0x80–0xBF as sloppy Windows-1252 shows them: the characters a UTF-8 continuation byte becomes. */
const CONTINUATION_CHARS = (() => {
  const bytes = Buffer.from(Array.from({ length: 0x40 }, (_, i) => 0x80 + i));
  const cp1252 = iconv.decode(bytes, 'windows-1252');
  const latin1 = iconv.decode(bytes, 'latin1');
  // Both spellings count: the Windows-1252 character where the byte is defined (0x80 → €) and the
  // C1 control Latin-1 gives every byte 0x80–0x9F (also used for the five undefined bytes).
  return new Set([...cp1252.replaceAll('\ufffd', ''), ...latin1]);
})();

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const CONT = `[${[...CONTINUATION_CHARS].map(escape).join('')}]`;

/**
 * A UTF-8 sequence as sloppy Windows-1252 shows it: a lead byte (0xC2–0xDF → `Â`…`ß`,
 * 0xE0–0xEF → `à`…`ï`, 0xF0–0xF4 → `ð`…`ô`) followed by as many continuation characters as the
 * lead asks for (ftfy's `UTF8_DETECTOR_RE`). Longest first, so `ðŸ”¥` is one 4-byte sequence.
 */
const SEQUENCE = new RegExp(
  `[\\u00f0-\\u00f4]${CONT}{3}|[\\u00e0-\\u00ef]${CONT}{2}|[\\u00c2-\\u00df]${CONT}`,
  'gu',
);

/** Non-ASCII characters sloppy Windows-1252 can encode (the candidates for being mojibake). */
const ENCODABLE_NON_ASCII = new RegExp(`[\\u00a0-\\u00ff${CONT.slice(1, -1)}]`, 'gu');

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Encodes a sequence with sloppy Windows-1252 (iconv-lite), C1 characters as their Latin-1 byte. */
function sloppyWindows1252(sequence: string): Buffer {
  const parts = sequence.split(/([\u0080-\u009f]+)/u);
  return Buffer.concat(
    parts.map((part, i) => iconv.encode(part, i % 2 === 1 ? 'latin1' : 'windows-1252')),
  );
}

/** The strict UTF-8 reading of a sequence's bytes, or null when they are not valid UTF-8. */
function roundTrip(sequence: string): string | null {
  try {
    return strictUtf8.decode(sloppyWindows1252(sequence));
  } catch {
    return null;
  }
}

interface Candidate {
  index: number;
  source: string;
  repaired: string;
  /** Evidence on its own that the text is mojibake (see {@link isStrong}). */
  strong: boolean;
}

/**
 * Whether a decodable sequence alone is evidence of mojibake: it is 3–4 bytes long (`â€™`,
 * `ðŸ”¥`: an accented small letter followed by two symbols), its lead is `Â` or `Ã` (`Ã©`, `Â°`),
 * or it holds a C1 control character (`Ð` U+009D). A 2-byte sequence with another lead (`ß“`,
 * `É…`, `Ê` + no-break space) is also plausible genuine text, so it counts only together with
 * another sequence in a text with no other Latin-1 characters.
 */
function isStrong(sequence: string): boolean {
  return sequence.length >= 3 || /^[\u00c2\u00c3]/u.test(sequence) || C1.test(sequence);
}

/** The decodable mojibake sequences of a text. Decodings to control characters are left out. */
function candidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(SEQUENCE)) {
    const repaired = roundTrip(match[0]);
    if (repaired === null || /\p{Cc}/u.test(repaired)) continue;
    found.push({ index: match.index, source: match[0], repaired, strong: isStrong(match[0]) });
  }
  return found;
}

function apply(text: string, chosen: readonly Candidate[]): string {
  let out = '';
  let at = 0;
  for (const c of chosen) {
    out += text.slice(at, c.index) + c.repaired;
    at = c.index + c.source.length;
  }
  return out + text.slice(at);
}

/** Sequences in the text that look like mojibake, decodable or not (the marker count). */
const markerCount = (text: string) => text.match(SEQUENCE)?.length ?? 0;

/** One repair pass; returns the text unchanged when nothing is repaired. */
function repairOnce(text: string, mode: 'auto' | 'force'): string {
  const found = candidates(text);
  if (found.length === 0) return text;
  if (mode === 'force') return apply(text, found);
  // "Consistent" text (ftfy's notion): every non-ASCII character Windows-1252 can encode is part
  // of a decodable sequence, i.e. nothing in it looks like genuine Latin-1 text.
  const inSequences = found.reduce((n, c) => n + c.source.length, 0);
  const consistent = (text.match(ENCODABLE_NON_ASCII)?.length ?? 0) === inSequences;
  const strong = found.filter((c) => c.strong);
  let chosen: Candidate[];
  if (consistent && (strong.length > 0 || found.length >= 2)) chosen = found;
  else chosen = strong; // mixed with genuine Latin-1: repair only the unmistakable sequences
  if (chosen.length === 0) return text;
  const repaired = apply(text, chosen);
  return markerCount(repaired) < markerCount(text) ? repaired : text;
}

/** Text mojibake'd more than once (`ÃƒÂ©`) needs more than one pass; more than 3 is not plausible. */
const MAX_PASSES = 3;

/**
 * Repairs mojibake: UTF-8 text that was decoded once more as Windows-1252 or Latin-1
 * (`BeyoncÃ©VEVO` → `BeyoncéVEVO`, `ÐœÐ°ÑˆÐ°` → `Маша`, `â€™` → `’`, `ðŸ”¥` → 🔥), including
 * the bytes Windows-1252 leaves undefined, which survive as C1 control characters
 * (`Ð` U+009D → `Н`). Each sequence that would be well-formed UTF-8 is encoded back with
 * iconv-lite and decoded as strict UTF-8 (see the module comment for the technique's source).
 *
 * - `auto` repairs only text that plausibly is mojibake: it needs one unmistakable sequence
 *   (`Ã` or `Â` + symbol, a 3–4 byte sequence, or one holding a C1 control) or two decodable
 *   sequences in a text with no other Latin-1 letters, and the repair must lower the number of
 *   mojibake-looking sequences. Genuine text (`Perú`, `Müller`, `São Paulo`, `Straße“`, Cyrillic,
 *   CJK, emoji) comes back unchanged. In text that also holds genuine Latin-1 characters only
 *   the unmistakable sequences are repaired.
 * - `force` repairs every sequence whose round trip decodes (to anything but a control
 *   character), without asking whether the text looks like mojibake.
 * - `off` returns the input.
 *
 * Repeats up to three times for text that was mojibake'd more than once (`ÃƒÂ©` → `é`).
 * A double-encoded replacement character (`ï¿½`) becomes `�` again.
 */
export function repairText(text: string, mode: RepairMode): RepairResult {
  if (mode === 'off' || !/[\u00c2-\u00f4]/u.test(text)) return { text, repaired: false };
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = repairOnce(current, mode);
    if (next === current) break;
    current = next;
  }
  return { text: current, repaired: current !== text };
}
