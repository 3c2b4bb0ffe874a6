import { describe, expect, it } from 'vitest';
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
