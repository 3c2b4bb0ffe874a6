import { describe, expect, it } from 'vitest';
import { httpUrlSchema, nameSchema, NUL_MESSAGE, textSchema } from './text';

const issues = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('textSchema', () => {
  it('accepts any text but NUL, untouched', () => {
    for (const text of ['', '  padded  ', 'émoji 🙂', '\ud800', 'a\tb\nc', '\u0001']) {
      expect(textSchema.parse(text)).toBe(text);
    }
  });

  it.each(['\u0000', 'a\u0000b', 'end\u0000'])('refuses %j with the NUL message', (text) => {
    expect(issues(textSchema.safeParse(text))).toEqual([NUL_MESSAGE]);
  });

  it('keeps the rule through chained trims and limits', () => {
    const field = textSchema.trim().max(5);
    expect(field.parse('  abc  ')).toBe('abc');
    expect(issues(field.safeParse('a\u0000'))).toEqual([NUL_MESSAGE]);
  });
});

describe('nameSchema', () => {
  it('trims and needs one character', () => {
    expect(nameSchema.parse('  Ada  ')).toBe('Ada');
    expect(nameSchema.safeParse('   ').success).toBe(false);
  });

  it('refuses NUL', () => {
    expect(issues(nameSchema.safeParse('Ada\u0000'))).toEqual([NUL_MESSAGE]);
  });
});

describe('httpUrlSchema', () => {
  const url = httpUrlSchema(40);

  it('accepts http(s) URLs up to the limit', () => {
    expect(url.parse('https://example.org/a?b=c')).toBe('https://example.org/a?b=c');
  });

  it.each([
    ['javascript:alert(1)', 'Use an http(s) address'],
    [`https://example.org/${'a'.repeat(40)}`, 'Use at most 40 characters'],
    ['https://example.org/\u0000', NUL_MESSAGE],
  ])('refuses %j: %s', (value, message) => {
    expect(issues(url.safeParse(value))).toContain(message);
  });
});
