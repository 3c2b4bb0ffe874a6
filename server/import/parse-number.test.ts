import { describe, expect, it } from 'vitest';
import { isMissing, parseNumber } from './parse-number';

const value = (raw: string | undefined, options = {}) => {
  const parsed = parseNumber(raw, options);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('parseNumber', () => {
  it.each([
    ['1.2m', 1_200_000],
    ['475.8m', 475_800_000],
    ['29.0b', 29_000_000_000],
    ['0.89k', 890],
    ['0.01k', 10],
    ['3.3k', 3_300],
    ['1.2M', 1_200_000],
    ['274.9K', 274_900],
    ['477.9M', 477_900_000],
    ['4M', 4_000_000],
  ])('reads the suffixed count %s as %d', (raw, expected) => {
    expect(value(raw)).toBe(expected);
  });

  it.each([
    ['234,000,000', 234_000_000],
    ['212,900,271,553', 212_900_271_553],
    ['18,515', 18_515],
  ])('reads thousands separators in %s', (raw, expected) => {
    expect(value(raw)).toBe(expected);
  });

  it.each([
    ['2.28E+11', 228_000_000_000],
    ['1.5e3', 1_500],
    ['477900000.00', 477_900_000],
    ['637000.0', 637_000],
    ['348.5', 348.5],
    ['1.00', 1],
    ['400100000', 400_100_000],
  ])('reads the plain or scientific number %s', (raw, expected) => {
    expect(value(raw)).toBe(expected);
  });

  it('reads a percent and says it was one', () => {
    expect(parseNumber('1.39%')).toEqual({ ok: true, value: 1.39, percent: true });
    expect(parseNumber('0.20%')).toEqual({ ok: true, value: 0.2, percent: true });
  });

  it('reads NaN% as a missing percent', () => {
    expect(parseNumber('NaN%')).toEqual({ ok: true, value: null, percent: true });
  });

  it.each([
    '',
    '   ',
    'nan',
    'NaN',
    'N/A',
    "N/A'",
    '#VALOR!',
    '--',
    '-- ',
    '-',
    'Unknown',
    'none',
    'null',
  ])('reads the missing marker %j as null', (raw) => {
    expect(value(raw)).toBeNull();
  });

  it('reads an absent cell as null', () => {
    expect(value(undefined)).toBeNull();
  });

  it('reads 0 as null only where zero means unknown', () => {
    expect(value('0')).toBe(0);
    expect(value('0', { zeroMeansUnknown: true })).toBeNull();
    expect(value('0.00', { zeroMeansUnknown: true })).toBeNull();
    expect(value('12', { zeroMeansUnknown: true })).toBe(12);
  });

  it('accepts extra missing markers for a column', () => {
    expect(value('n.d.', { missing: ['N.D.'] })).toBeNull();
  });

  it('keeps negative numbers for the caller to reject', () => {
    expect(value('-5')).toBe(-5);
    expect(value('-1.2k')).toBe(-1_200);
  });

  it.each(['abc', '1,5', '12 k', '1.2.3', '10.2Mx', 'Infinity', '1,00,000'])(
    'rejects %j as not a number',
    (raw) => {
      expect(parseNumber(raw).ok).toBe(false);
    },
  );
});

describe('isMissing', () => {
  it('compares markers case-insensitively and ignoring surrounding spaces', () => {
    expect(isMissing(' NAN ')).toBe(true);
    expect(isMissing('unknown')).toBe(true);
    expect(isMissing('#valor!')).toBe(true);
    expect(isMissing('Brazil')).toBe(false);
    expect(isMissing('0')).toBe(false);
  });
});
