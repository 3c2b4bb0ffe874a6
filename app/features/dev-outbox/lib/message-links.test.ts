import { describe, expect, it } from 'vitest';
import { htmlLinks, unsubscribeUrls } from './message-links';

describe('htmlLinks', () => {
  it('lists each http link of the email once, in order', () => {
    const html =
      '<p><a href="https://shop.example/a">A</a> <a href="mailto:x@y.z">mail</a></p>' +
      '<a href="http://localhost/unsubscribe/t1">Unsubscribe</a><a href="https://shop.example/a">again</a>';
    expect(htmlLinks(html)).toEqual(['https://shop.example/a', 'http://localhost/unsubscribe/t1']);
  });

  it('has none for a text-only email', () => {
    expect(htmlLinks(null)).toEqual([]);
  });
});

describe('unsubscribeUrls', () => {
  it('reads the web addresses of a List-Unsubscribe header', () => {
    expect(
      unsubscribeUrls('<https://app.example/unsubscribe/abc>, <mailto:unsub@app.example>'),
    ).toEqual(['https://app.example/unsubscribe/abc']);
    expect(unsubscribeUrls(null)).toEqual([]);
  });
});
