import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './app-path';

describe('isSameOriginPath', () => {
  it.each([
    '/',
    '/campaign',
    '/my-influencers?list=3&sort=followers',
    '/collaboration/1#messages',
    '/search?q=caf%C3%A9',
    '/a/%2F%2Fb',
  ])('accepts the in-app path %s', (path) => {
    expect(isSameOriginPath(path)).toBe(true);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/\u0000/evil.example',
    '/\u0085/evil.example',
    '///evil.example',
    'https://evil.example/phish',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'campaign',
    '',
  ])('refuses %j', (path) => {
    expect(isSameOriginPath(path)).toBe(false);
  });
});
