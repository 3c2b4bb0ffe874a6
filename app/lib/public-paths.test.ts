import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    '/login',
    '/',
    '/mail-verify',
    '/influencer',
    '/pricing',
    '/forgot-password',
    '/reset-password',
    '/profile/shopify',
    '/privacy-policy',
    '/term-of-use',
    '/contact-us',
    '/resources',
    '/email-sender-verify',
  ])('treats the listed path %s as public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/collaboration-detail/42',
    '/campaign-detail/abc',
    '/resource/how-to-brief-creators',
    '/advertiser/7',
    '/x/advertiser-stories',
    '/unsubscribe/eyJhbGciOi.token',
    '/auth/callback/google',
    '/auth/callback/youtube',
  ])('treats %s as public because it contains a public word', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/campaign',
    '/collaboration',
    '/my-influencers',
    '/profile',
    '/profile/settings',
    '/influencer/123',
    '/signup',
    '/login-help',
    '/unknown-page',
    '/email',
    '/email/campaign/new',
    '/dev/outbox',
    '/unsubscribe',
  ])('treats %s as protected', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('ignores a trailing slash but nothing else', () => {
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/pricing//')).toBe(true);
    expect(isPublicPath('/Login')).toBe(false);
  });
});
