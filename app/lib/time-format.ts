import { constructFrom, differenceInCalendarDays, formatDistance } from 'date-fns';
import { formatDate } from '@app/lib/format';

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * A past ISO time relative to `now`: "just now", "5 minutes ago", "3 hours ago" within a day, then
 * calendar days of `now`'s time zone (the device's; a `TZDate` from `@date-fns/tz` sets another):
 * "yesterday", "3 days ago", and the date ("12 Mar 2026") from the seventh day on; empty for an
 * invalid time. A clock a little behind the server's never yields "in 3 seconds". Counting days
 * by the calendar (date-fns `differenceInCalendarDays`) keeps "yesterday" meaning yesterday: 25
 * hours before 00:30 is two days ago, and a daylight-saving change moves no edge.
 */
export function formatTimeAgo(iso: string, now: number | Date): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsedSeconds = Math.max(0, (+now - time) / 1000);
  if (elapsedSeconds < 60) return 'just now';
  if (elapsedSeconds < 3_600)
    return relativeFormat.format(-Math.floor(elapsedSeconds / 60), 'minute');
  if (elapsedSeconds < 86_400)
    return relativeFormat.format(-Math.floor(elapsedSeconds / 3_600), 'hour');
  const days = differenceInCalendarDays(now, constructFrom(now, time));
  return days >= 7 ? formatDate(iso) : relativeFormat.format(-Math.max(1, days), 'day');
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
