import { describe, expect, it } from 'vitest';
import { toLanguageCode } from './languages';

describe('toLanguageCode', () => {
  it.each([
    ['English', 'en'],
    ['Spanish', 'es'],
    ['French', 'fr'],
    ['German', 'de'],
    ['Italian', 'it'],
    [' english ', 'en'],
  ])('reads the English name %j as %s', (name, code) => {
    expect(toLanguageCode(name, 'english-name')).toBe(code);
  });

  it('reads ISO 639-1 codes in any case', () => {
    expect(toLanguageCode('EN', 'alpha2')).toBe('en');
    expect(toLanguageCode('pt', 'alpha2')).toBe('pt');
  });

  it('answers null for values that are not languages of the format', () => {
    expect(toLanguageCode('Klingon', 'english-name')).toBeNull();
    expect(toLanguageCode('xx', 'alpha2')).toBeNull();
    expect(toLanguageCode('English', 'alpha2')).toBeNull();
  });
});
