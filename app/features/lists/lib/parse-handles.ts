/**
 * The handles in pasted text: one per line or separated by commas or spaces, with or without
 * `@`, or as profile links (`instagram.com/name`, `youtube.com/@name`); once each, in order.
 */
export function parseHandles(text: string): string[] {
  const handles = text
    .split(/[\s,;]+/)
    .map((token) => token.trim())
    .filter(Boolean)
    .map((token) => {
      const link =
        /(?:instagram\.com|youtube\.com|tiktok\.com)\/(?:c\/|channel\/|user\/)?@?([^/?#\s]+)/i.exec(
          token,
        );
      return (link?.[1] ?? token).replace(/^@/, '');
    })
    .filter((handle) => /^[\p{L}\p{N}_.-]{1,100}$/u.test(handle));
  const seen = new Set<string>();
  return handles.filter((h) => {
    const key = h.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
