import { describe, expect, it } from 'vitest';
import { isoDateSchema, isoDateTimeSchema } from './dates';

describe('isoDateSchema', () => {
  it.each(['0001-01-01', '2024-02-29', '9999-12-31'])('accepts %s', (date) => {
    expect(isoDateSchema.parse(date)).toBe(date);
  });

  it.each(['0000-01-01', '0000-12-31'])(
    'refuses year 0 (%s), which PostgreSQL cannot store',
    (date) => {
      expect(isoDateSchema.safeParse(date).error?.issues[0]?.message).toBe(
        'Use a date from 0001-01-01 on',
      );
    },
  );

  it('refuses what is not a date', () => {
    expect(isoDateSchema.safeParse('2023-02-29').success).toBe(false);
  });
});

describe('isoDateTimeSchema', () => {
  it.each(['0001-01-01T00:00:00Z', '2026-05-01T09:00:00+02:00', '9999-12-31T23:59:59.999Z'])(
    'accepts %s',
    (value) => {
      expect(isoDateTimeSchema.parse(value)).toBe(value);
    },
  );

  it.each(['0000-06-01T00:00:00Z', '0001-01-01T00:00:00+14:00'])(
    'refuses %s, an instant in year 0',
    (value) => {
      expect(isoDateTimeSchema.safeParse(value).success).toBe(false);
    },
  );
});
