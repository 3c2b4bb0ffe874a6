import { describe, expect, it } from 'vitest';
import { redactUrl } from './log';

describe('redactUrl', () => {
  it('hides the emailed link token wherever it is in the query, and nothing else', () => {
    expect(redactUrl('/collaboration-detail/abc?token=eyJ.x.y')).toBe(
      '/collaboration-detail/abc?token=[redacted]',
    );
    expect(redactUrl('/x?a=1&token=secret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactUrl('/influencer?keywords=token')).toBe('/influencer?keywords=token');
  });
  it('hides the Shopify callback’s authorization code, state and signature, keeping the shop', () => {
    expect(
      redactUrl(
        '/api/users/connect-shopify/callback?code=c0de&hmac=ab12&shop=a.myshopify.com&state=s7',
      ),
    ).toBe(
      '/api/users/connect-shopify/callback?code=[redacted]&hmac=[redacted]&shop=a.myshopify.com&state=[redacted]',
    );
  });
  it('hides unsubscribe tokens in paths, on the page and the API alike', () => {
    expect(redactUrl('/unsubscribe/abc.def')).toBe('/unsubscribe/[redacted]');
    expect(redactUrl('/api/unsubscribe/abc.def?x=1')).toBe('/api/unsubscribe/[redacted]?x=1');
  });
});
