/**
 * The first `length` characters of an HTML body's text (tags dropped, white space collapsed),
 * with an ellipsis when cut. Parsed by an inert DOMParser document: nothing runs or loads.
 */
export function htmlExcerpt(html: string, length = 140): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}
