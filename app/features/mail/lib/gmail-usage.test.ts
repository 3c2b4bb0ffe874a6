import { describe, expect, it } from 'vitest';
import { formatUtcMoment, gmailUsagePercent, gmailUsageText } from './gmail-usage';

const gmail = { address: 'ana@gmail.com', dailyLimit: 500, sentLast24Hours: 12, nextSendAt: null };

describe('Gmail usage', () => {
  it('says how much of the daily limit was sent in the last 24 hours', () => {
    expect(gmailUsageText(gmail)).toBe('12 of 500 sent through Gmail in the last 24 hours');
    expect(gmailUsageText({ ...gmail, dailyLimit: 2000, sentLast24Hours: 1500 })).toBe(
      '1,500 of 2,000 sent through Gmail in the last 24 hours',
    );
  });

  it('gives the share used, never past 100', () => {
    expect(gmailUsagePercent(gmail)).toBe(2);
    expect(gmailUsagePercent({ ...gmail, sentLast24Hours: 600 })).toBe(100);
  });

  it('writes the time the next email may go in UTC', () => {
    expect(formatUtcMoment('2026-11-27T14:05:09.000Z')).toBe('27 Nov, 14:05 UTC');
    expect(formatUtcMoment(null)).toBeNull();
    expect(formatUtcMoment('not a date')).toBeNull();
  });
});
