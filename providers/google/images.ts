import { createHash } from 'node:crypto';
import { escapeHtml } from '../kit/html';

/**
 * Pictures the fake serves itself so pages and the demo load nothing from outside: account
 * avatars (`{origin}/lh3.googleusercontent.com/a/{sub}=s96-c`), channel thumbnails
 * (`{origin}/yt3.ggpht.com/{channelId}=s88-…`) and video thumbnails
 * (`{origin}/i.ytimg.com/vi/{videoId}/{name}.jpg`), all as SVG.
 */

/** The default `picture` of an account. */
export function avatarUrl(origin: string, sub: string): string {
  return `${origin}/lh3.googleusercontent.com/a/${sub}=s96-c`;
}

/** A square picture with a colour from `seed` and `label` in the middle. */
export function labelSvg(label: string, seed: string, width = 96, height = 96): string {
  const hue = createHash('sha256').update(seed).digest().readUInt16BE(0) % 360;
  const size = Math.round(Math.min(width, height) * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
  <rect width="100%" height="100%" fill="hsl(${hue} 55% 42%)"/>
  <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" fill="#fff">${escapeHtml(label)}</text>
</svg>
`;
}
