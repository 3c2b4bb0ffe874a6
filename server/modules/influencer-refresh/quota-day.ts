import { tz } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

/** YouTube Data API quotas reset at midnight Pacific Time (developers.google.com/youtube/v3/determine_quota_cost). */
const PACIFIC = tz('America/Los_Angeles');

/** The YouTube quota day `now` falls in (YYYY-MM-DD, Pacific Time). */
export function quotaDay(now: Date): string {
  return format(now, 'yyyy-MM-dd', { in: PACIFIC });
}

/** When the next YouTube quota day starts (midnight Pacific Time, as a UTC instant). */
export function nextQuotaDayStart(now: Date): Date {
  return new Date(startOfDay(addDays(now, 1, { in: PACIFIC }), { in: PACIFIC }).getTime());
}
