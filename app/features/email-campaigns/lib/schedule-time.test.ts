import { describe, expect, it } from 'vitest';
import { localInputToIso, scheduleProblem, toLocalInput } from './schedule-time';

describe('schedule time', () => {
  it('turns a local date-time input into UTC and back', () => {
    const iso = localInputToIso('2030-01-15T09:30');
    expect(iso).toBe(new Date(2030, 0, 15, 9, 30).toISOString());
    expect(toLocalInput(iso!)).toBe('2030-01-15T09:30');
  });

  it('reads an empty or malformed input as no time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('15/01/2030 09:30')).toBeNull();
    expect(localInputToIso('2030-13-45T09:30')).toBeNull();
    expect(toLocalInput('not a date')).toBe('');
  });

  it('accepts only a time in the future', () => {
    const now = new Date(2030, 0, 15, 9, 30).getTime();
    expect(scheduleProblem('', now)).toBe('Choose when to send');
    expect(scheduleProblem('soon', now)).toBe('Enter a date and time');
    expect(scheduleProblem('2030-01-15T09:30', now)).toBe('Choose a time in the future');
    expect(scheduleProblem('2030-01-15T09:31', now)).toBeNull();
  });
});
