import { describe, expect, it } from 'vitest';
import { isPublicUrl, PUBLIC_URL_MESSAGE, publicHttpUrlSchema } from './public-url';

describe('isPublicUrl', () => {
  it.each([
    'http://[::1]/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/',
    'http://0/',
    'http://[::]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://localhost/',
    'http://LOCALHOST:8080/',
    'http://localhost./',
    'http://api.localhost/',
    'http://printer.local/',
    'http://metadata.google.internal/',
    'http://shop.test/',
    'http://shop.invalid/',
    'http://shop.example/',
    'http://intranet/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isPublicUrl(url)).toBe(false);
  });

  it.each([
    'https://shop.example.com/spring?ref=1',
    'http://8.8.8.8/',
    'http://[2606:4700:4700::1111]/',
    'https://bücher.de/',
    'https://localhost.shop.com/',
    'https://my-local.store/',
  ])('accepts the public address %s', (url) => {
    expect(isPublicUrl(url)).toBe(true);
  });
});

describe('publicHttpUrlSchema', () => {
  const url = publicHttpUrlSchema(100);

  it('refuses a private host with the public-address message', () => {
    const result = url.safeParse('http://10.0.0.1/admin');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PUBLIC_URL_MESSAGE]);
  });

  it('keeps the http(s) rule, reporting only its problem for a bad URL', () => {
    const result = url.safeParse('ftp://10.0.0.1/');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Use an http(s) address']);
    expect(url.parse('https://shop.example.com/')).toBe('https://shop.example.com/');
  });
});
