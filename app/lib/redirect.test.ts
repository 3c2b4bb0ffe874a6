import { describe, expect, it } from 'vitest';
import { fullAddress, loginPath, safeRedirect, signUpPath } from './redirect';

describe('fullAddress', () => {
  it('joins pathname, search and hash', () => {
    expect(fullAddress({ pathname: '/campaign', search: '?tab=active', hash: '#list' })).toBe(
      '/campaign?tab=active#list',
    );
  });
});

describe('loginPath', () => {
  it('URL-encodes the address to come back to', () => {
    expect(loginPath('/campaign?tab=active&page=2#list')).toBe(
      '/login?redirect=%2Fcampaign%3Ftab%3Dactive%26page%3D2%23list',
    );
  });

  it('is plain /login without an address', () => {
    expect(loginPath()).toBe('/login');
  });
});

describe('signUpPath', () => {
  it('opens the sign-up form, carrying the URL-encoded address to land on', () => {
    expect(signUpPath('/my-influencers?list=a b')).toBe(
      '/login?mode=signup&redirect=%2Fmy-influencers%3Flist%3Da%20b',
    );
    expect(signUpPath()).toBe('/login?mode=signup');
  });
});

describe('safeRedirect', () => {
  it.each(['/campaign', '/my-influencers?list=3', '/collaboration#messages', '/'])(
    'keeps the in-app address %s',
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'campaign',
    '/ /evil.example',
    '/\t/evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '\t//evil.example',
    '',
  ])('refuses %j and falls back to the home page', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('refuses to send a person back to the sign-in page', () => {
    expect(safeRedirect('/login?redirect=%2Fcampaign')).toBe('/');
  });

  it('uses the given fallback for missing values', () => {
    expect(safeRedirect(null, '/campaign')).toBe('/campaign');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
