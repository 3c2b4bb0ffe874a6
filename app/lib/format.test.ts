import { describe, expect, it } from 'vitest';
import {
  countryName,
  externalUrl,
  formatCompact,
  formatExact,
  formatMonthYear,
  formatPercent,
  initials,
  languageName,
  MISSING,
} from './format';

describe('formatCompact', () => {
  it('shows counts compactly with one decimal', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1_000)).toBe('1K');
    expect(formatCompact(12_345)).toBe('12.3K');
    expect(formatCompact(1_234_567)).toBe('1.2M');
    expect(formatCompact(2_500_000)).toBe('2.5M');
    expect(formatCompact(475_800_000)).toBe('475.8M');
  });

  it('shows a dash for unknown values, never "0"', () => {
    expect(formatCompact(null)).toBe('—');
    expect(formatCompact(undefined)).toBe('—');
    expect(formatCompact(Number.NaN)).toBe('—');
    expect(formatCompact(0)).toBe('0');
  });
});

describe('formatExact and formatPercent', () => {
  it('shows the exact count with separators for tooltips', () => {
    expect(formatExact(1_234_567)).toBe('1,234,567');
    expect(formatExact(null)).toBe('—');
  });

  it('shows a percent with up to two decimals', () => {
    expect(formatPercent(3.456)).toBe('3.46%');
    expect(formatPercent(2)).toBe('2%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('country and language names', () => {
  it('turns codes into English names', () => {
    expect(countryName('US')).toBe('United States');
    expect(languageName('pt')).toBe('Portuguese');
  });
});

describe('initials and externalUrl', () => {
  it('takes up to two initials of a name or handle', () => {
    expect(initials('Jane Cooper')).toBe('JC');
    expect(initials('@nano_baker')).toBe('NB');
    expect(initials('Aryan | HTML • CSS')).toBe('AH');
    expect(initials('✨ Sara')).toBe('S');
    expect(initials('')).toBe('?');
  });

  it('links only to http(s) addresses, adding https:// to a bare domain', () => {
    expect(externalUrl('janecooks.example')).toBe('https://janecooks.example/');
    expect(externalUrl('http://a.example/x')).toBe('http://a.example/x');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('not a url')).toBeNull();
    expect(externalUrl(null)).toBeNull();
  });
});

describe('formatMonthYear', () => {
  it('writes every month in three letters, in UTC', () => {
    expect(formatMonthYear('2022-09-01')).toBe('Sep 2022');
    expect(formatMonthYear('2024-01-01T00:00:00.000Z')).toBe('Jan 2024');
    expect(formatMonthYear(null)).toBe(MISSING);
    expect(formatMonthYear('not a date')).toBe(MISSING);
  });
});
