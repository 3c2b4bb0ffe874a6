import { constructFrom, differenceInCalendarDays, isSameYear, isValid } from 'date-fns';

/**
 * When a message was sent, as a chat app shows it in the person's own time zone: the time for
 * today ("14:05"), the weekday within the last six calendar days ("Mon"), the day and month this
 * year ("12 Mar"), else the full date ("12 Mar 2024"); empty for an invalid time. Days are
 * calendar days of `now`'s time zone (the device's; a `TZDate` from `@date-fns/tz` sets another),
 * so a daylight-saving change does not move the edges.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = constructFrom(now, iso);
  if (!isValid(date)) return '';
  const daysAgo = differenceInCalendarDays(now, date);
  if (daysAgo <= 0) return date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (daysAgo <= 6) return date.toLocaleDateString('en-GB', { weekday: 'short' });
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(!isSameYear(date, now) && { year: 'numeric' }),
  });
}
