import { initialsAvatar } from '../kit/avatar';

/** Facebook and Instagram profile pictures the provider draws: initials on a square of Meta's colours. */

const PALETTE = ['#0866ff', '#c13584', '#e1306c', '#405de6', '#5851db', '#833ab4', '#fd1d1d'];

/** An SVG picture with the initials of `name`. */
export function avatarSvg(name: string): string {
  return initialsAvatar(name, { palette: PALETTE });
}
