import { describe, expect, it } from 'vitest';
import { toCountryCode } from './countries';

describe('toCountryCode', () => {
  it.each([
    ['United States', 'US'],
    ['United Kingdom', 'GB'],
    ['South Korea', 'KR'],
    ['Russia', 'RU'],
    ['Iran', 'IR'],
    ['Turkey', 'TR'],
    ['Czech Republic', 'CZ'],
    ['Syria', 'SY'],
    ['British Virgin Islands', 'VG'],
    ["Côte d'Ivoire", 'CI'],
    ['  brazil ', 'BR'],
  ])('reads the English name %j as %s', (name, code) => {
    expect(toCountryCode(name, 'english-name')).toBe(code);
  });

  it("repairs the mojibake CÃ´te d'Ivoire before looking it up", () => {
    expect(toCountryCode("CÃ´te d'Ivoire", 'english-name')).toBe('CI');
  });

  it.each([
    ['Estados Unidos', 'US'],
    ['México', 'MX'],
    ['Brasil', 'BR'],
    ['Rusia', 'RU'],
    ['Filipinas', 'PH'],
    ['Pakistán', 'PK'],
    ['Turquía', 'TR'],
    ['Reino Unido', 'GB'],
    ['Arabia Saudita', 'SA'],
    ['Japón', 'JP'],
    ['Argelia', 'DZ'],
    ['Singapur', 'SG'],
  ])('reads the Spanish name %j as %s', (name, code) => {
    expect(toCountryCode(name, 'spanish-name')).toBe(code);
  });

  it('reads ISO alpha-2 codes in any case', () => {
    expect(toCountryCode('IN', 'alpha2')).toBe('IN');
    expect(toCountryCode('za', 'alpha2')).toBe('ZA');
  });

  it('answers null for values that are not countries of the format', () => {
    expect(toCountryCode('10.2M', 'english-name')).toBeNull();
    expect(toCountryCode('Estados Unidos', 'english-name')).toBeNull();
    expect(toCountryCode('XX', 'alpha2')).toBeNull();
    expect(toCountryCode('USA', 'alpha2')).toBeNull();
  });
});
