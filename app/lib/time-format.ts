import { formatDistance } from 'date-fns';
import { formatDate } from '@app/lib/format';

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Units of a relative time, largest first, with their length in seconds. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * A past ISO time relative to `now` (ms): "just now", "5 minutes ago", "yesterday", "3 days ago",
 * then the date ("12 Mar 2026") after a week; empty for an invalid time. A clock a little behind
 * the server's never yields "in 3 seconds".
 */
export function formatTimeAgo(iso: string, now: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, (now - time) / 1000);
  if (elapsed >= 7 * 86_400) return formatDate(iso);
  const unit = UNITS.find(([, seconds]) => elapsed >= seconds);
  if (!unit) return 'just now';
  return relativeFormat.format(-Math.floor(elapsed / unit[1]), unit[0]);
}

/** An ISO time as a date and time in the viewer's zone: "12 Mar 2026, 14:05". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * An ISO time relative to `now` (ms) in words, past or future (date-fns `formatDistance`):
 * "less than a minute ago", "5 minutes ago", "about 2 years ago", "in about 5 hours"; empty for
 * an invalid time. With `past`, a time a little ahead of this clock reads as now, never "in 3
 * seconds". Unlike {@link formatTimeAgo} it never turns into a date, so it can follow a verb
 * ("Refreshed about 2 years ago").
 */
export function formatDistanceFromNow(
  iso: string,
  now: number,
  { past = false }: { past?: boolean } = {},
): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return formatDistance(past ? Math.min(time, now) : time, now, { addSuffix: true });
}
