import { initialsAvatar } from '../kit/avatar';

/** TikTok profile pictures the provider draws: initials in a circle of TikTok's colours. */

const PALETTE = ['#fe2c55', '#25f4ee', '#161823', '#6b4eff', '#ff7a00', '#00a870'];

/** An SVG picture with the initials of `name` (dark initials on TikTok's cyan). */
export function avatarSvg(name: string): string {
  return initialsAvatar(name, {
    palette: PALETTE,
    shape: 'circle',
    ink: (colour) => (colour === '#25f4ee' ? '#161823' : '#fff'),
  });
}
