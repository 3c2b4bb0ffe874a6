import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { formatDistanceFromNow, formatTimeAgo } from './time-format';

const now = Date.parse('2026-06-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatTimeAgo', () => {
  it.each([
    [10, 'just now'],
    [-30, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600 + 59, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [8 * 86_400, '2 Jun 2026'],
  ])('says %i seconds ago as “%s”', (seconds, expected) => {
    expect(formatTimeAgo(ago(seconds), now)).toBe(expected);
  });

  it('says nothing for an invalid time', () => {
    expect(formatTimeAgo('not a date', now)).toBe('');
  });

  it('counts days by the calendar of the viewer: 25 hours before 00:30 is two days ago', () => {
    const justAfterMidnight = new TZDate('2026-06-10T00:30:00+02:00', 'Europe/Berlin');
    expect(formatTimeAgo('2026-06-08T23:30:00+02:00', justAfterMidnight)).toBe('2 days ago');
    expect(formatTimeAgo('2026-06-09T00:20:00+02:00', justAfterMidnight)).toBe('yesterday');
  });

  it('keeps the day edges across a daylight-saving change (Berlin, 25 October 2026)', () => {
    const mondayMorning = new TZDate('2026-10-26T00:10:00+01:00', 'Europe/Berlin');
    // 48 hours and 10 minutes before, in summer time: Saturday 23:00, two calendar days back.
    expect(formatTimeAgo('2026-10-24T23:00:00+02:00', mondayMorning)).toBe('2 days ago');
    expect(formatTimeAgo('2026-10-19T12:00:00+02:00', mondayMorning)).toBe('19 Oct 2026');
  });
});

describe('formatDistanceFromNow', () => {
  it.each([
    [10, 'less than a minute ago'],
    [5 * 60, '5 minutes ago'],
    [2 * 3600, 'about 2 hours ago'],
    [3 * 86_400, '3 days ago'],
    [800 * 86_400, 'about 2 years ago'],
    [-5 * 3600, 'in about 5 hours'],
  ])('says %i seconds ago as “%s”', (seconds, expected) => {
    expect(formatDistanceFromNow(ago(seconds), now)).toBe(expected);
  });

  it('reads a time ahead of the clock as now when it must be past', () => {
    expect(formatDistanceFromNow(ago(-30), now, { past: true })).toBe('less than a minute ago');
  });

  it('says nothing for an invalid time', () => {
    expect(formatDistanceFromNow('not a date', now)).toBe('');
  });
});
