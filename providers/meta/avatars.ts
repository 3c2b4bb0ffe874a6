import { escapeHtml } from './html';

/**
 * Profile pictures the fake draws itself (SVG initials on a colour from the name), so pages and
 * the app show a picture without any outside host.
 */

const COLOURS = ['#0866ff', '#c13584', '#e1306c', '#405de6', '#5851db', '#833ab4', '#fd1d1d'];

/** An SVG picture with the initials of `name`. */
export function avatarSvg(name: string): string {
  const initials =
    name
      .split(/[\s._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]!.toUpperCase())
      .join('') || '?';
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const colour = COLOURS[hash % COLOURS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeHtml(name)}"><rect width="200" height="200" fill="${colour}"/><text x="100" y="124" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}
