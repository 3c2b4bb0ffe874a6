import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { formatMessageTime } from './message-time';

const now = new Date(2026, 4, 14, 16, 30); // Thursday 14 May 2026, 16:30 local time
/** An ISO time for a local date and time (months from 0, as `Date` counts them). */
const local = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month, day, hour, minute).toISOString();

describe('formatMessageTime', () => {
  it('shows the time for today, the weekday this week, the date this year and the year before', () => {
    expect(formatMessageTime(local(2026, 4, 14, 9, 5), now)).toBe('09:05');
    expect(formatMessageTime(local(2026, 4, 13, 23, 59), now)).toBe('Wed');
    expect(formatMessageTime(local(2026, 4, 8), now)).toBe('Fri');
    expect(formatMessageTime(local(2026, 4, 7), now)).toBe('7 May');
    expect(formatMessageTime(local(2025, 11, 31), now)).toBe('31 Dec 2025');
  });

  it('is empty for an invalid time', () => {
    expect(formatMessageTime('soon', now)).toBe('');
  });
});

describe('formatMessageTime across a daylight-saving change', () => {
  // Berlin leaves summer time on Sunday 25 October 2026 (03:00 CEST → 02:00 CET): that week has
  // a 25-hour day, which 24-hour steps counted from midnight used to get wrong.
  const berlin = (iso: string) => new TZDate(iso, 'Europe/Berlin');
  const monday = berlin('2026-10-26T10:00:00+01:00');

  it('counts six calendar days back in the person’s zone, from the first minute of the sixth', () => {
    expect(formatMessageTime('2026-10-20T00:30:00+02:00', monday)).toBe('Tue');
    expect(formatMessageTime('2026-10-19T23:30:00+02:00', monday)).toBe('19 Oct');
    expect(formatMessageTime('2026-10-25T00:30:00+02:00', monday)).toBe('Sun');
    expect(formatMessageTime('2026-10-26T00:05:00+01:00', monday)).toBe('00:05');
  });

  it('counts the same in New York around its change (1 November 2026)', () => {
    const nyMonday = new TZDate('2026-11-02T09:00:00-05:00', 'America/New_York');
    expect(formatMessageTime('2026-10-27T00:15:00-04:00', nyMonday)).toBe('Tue');
    expect(formatMessageTime('2026-10-26T23:45:00-04:00', nyMonday)).toBe('26 Oct');
    expect(formatMessageTime('2026-11-01T23:59:00-05:00', nyMonday)).toBe('Sun');
  });
});
