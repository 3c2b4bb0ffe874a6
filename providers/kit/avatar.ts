import { escapeHtml } from './html';

/**
 * Profile pictures the providers draw themselves (SVG initials on a colour picked from the name),
 * so pages and the app show a picture without any outside host. The palette and the shape are the
 * vendor's.
 */

/** Up to two initials of a name ("Demo Google Brand" → "DG", "jamie.personal" → "JP"); "?" if none. */
export function initials(name: string): string {
  return (
    name
      .split(/[\s._-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]!.toUpperCase())
      .join('') || '?'
  );
}

/** How {@link initialsAvatar} draws. */
export interface AvatarStyle {
  /** Background colours (CSS); one is picked from a hash of the name. */
  palette: readonly string[];
  /** A square or a circle (default square). */
  shape?: 'square' | 'circle';
  /** The initials' colour for a background (default white). */
  ink?: (background: string) => string;
}

/** A 200×200 SVG picture with the initials of `name`, labelled with the name. */
export function initialsAvatar(name: string, style: AvatarStyle): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  const colour = style.palette[hash % style.palette.length]!;
  const ink = style.ink?.(colour) ?? '#fff';
  const background =
    style.shape === 'circle'
      ? `<circle cx="100" cy="100" r="100" fill="${colour}"/>`
      : `<rect width="200" height="200" fill="${colour}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeHtml(name)}">${background}<text x="100" y="124" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="${ink}" text-anchor="middle">${escapeHtml(initials(name))}</text></svg>`;
}
