/** Text encodings a dataset file may use (see the mapping's `format.encoding`). */
export const ENCODINGS = ['utf-8', 'latin1'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Decodes a dataset file's bytes to text and strips a leading byte-order mark.
 * `utf-8` is strict: bytes that are not valid UTF-8 throw (the mapping must then say `latin1`);
 * `latin1` always succeeds (every byte is one character, e.g. 0xFD → `ý`).
 * @throws TypeError when `encoding` is `utf-8` and the bytes are not valid UTF-8.
 */
export function decodeBytes(bytes: Uint8Array, encoding: Encoding): string {
  const text = new TextDecoder(encoding, { fatal: encoding === 'utf-8', ignoreBOM: true }).decode(
    bytes,
  );
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Repairs mojibake: text that was UTF-8, decoded once more as latin-1 (`CÃ´te d'Ivoire` →
 * `Côte d'Ivoire`). The text is re-encoded as latin-1 bytes and decoded as UTF-8; the repair is
 * kept only when that round trip is valid UTF-8 and changes something, so clean text (including
 * genuine latin-1 text such as `Perú`) comes back unchanged.
 */
export function repairMojibake(text: string): string {
  // Only characters U+0080–U+00FF can be the halves of a double-encoded UTF-8 sequence.
  if (!/[\u0080-\u00ff]/.test(text) || /[\u0100-\uffff]/.test(text)) return text;
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  try {
    const repaired = utf8.decode(bytes);
    return repaired === text ? text : repaired;
  } catch {
    return text;
  }
}
