import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-format';

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
});
