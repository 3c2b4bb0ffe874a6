import { describe, expect, it } from 'vitest';
import { formatBudget, formatDateRange, formatDeliverables } from './campaign-format';

describe('campaign formatting', () => {
  it('shows the budget per influencer from cents', () => {
    expect(formatBudget(10_000, 50_000, 'USD')).toBe('$100–$500 per influencer');
    expect(formatBudget(25_050, 25_050, 'EUR')).toBe('€250.50 per influencer');
    expect(formatBudget(10_000, null, 'GBP')).toBe('From £100 per influencer');
    expect(formatBudget(null, 50_000, 'USD')).toBe('Up to $500 per influencer');
    expect(formatBudget(null, null, 'USD')).toBe('Open budget');
  });

  it('shows the dates and deliverables', () => {
    expect(formatDateRange('2026-06-01', '2026-07-31')).toBe('1 Jun 2026 – 31 Jul 2026');
    expect(formatDateRange('2026-06-01', null)).toBe('From 1 Jun 2026');
    expect(formatDateRange(null, null)).toBe('No dates set');
    expect(formatDeliverables('Instagram reel', 3)).toBe('3 × Instagram reel');
    expect(formatDeliverables('', null)).toBe('Not specified');
  });
});
