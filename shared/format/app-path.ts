/** An origin no real page has: resolving a path against it shows whether the path leaves it. */
const DUMMY_ORIGIN = 'http://collabify.invalid';

/**
 * Whether `char` is one browsers read inconsistently in a URL: a C0 or C1 control character
 * (tabs and newlines are stripped, so `/\t/evil` becomes `//evil`), a space, or a backslash
 * (read as `/`, so `/\evil` becomes `//evil`).
 */
function isUnsafeCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\';
}

/**
 * The one rule for "where to go next" addresses (`?redirect=`, the OAuth return path), on the
 * server and in the app: a same-origin relative path. It starts with a single `/` (not `//` or
 * `/\`), holds no control character, space or backslash, raw or percent-encoded (`%5C`), and
 * resolving it against a dummy origin keeps that origin. Refuses `//evil.example`, `/\evil.example`,
 * `/%5Cevil.example`, `\t//evil.example`, `https://evil.example` and `javascript:…`.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if ([...value].some(isUnsafeCharacter) || /%5c/i.test(value)) return false;
  try {
    return new URL(value, DUMMY_ORIGIN).origin === DUMMY_ORIGIN;
  } catch {
    return false;
  }
}
