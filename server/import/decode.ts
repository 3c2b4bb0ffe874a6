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
