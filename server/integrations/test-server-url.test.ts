import { describe, expect, it } from 'vitest';
import { viaTestServer } from './test-server-url';

describe('viaTestServer', () => {
  it('sends https://<host>/<path> to <server>/<host>/<path>, query kept', () => {
    expect(
      viaTestServer(
        'https://www.googleapis.com/youtube/v3/channels?mine=true',
        'http://127.0.0.1:4030/',
      ),
    ).toBe('http://127.0.0.1:4030/www.googleapis.com/youtube/v3/channels?mine=true');
    expect(viaTestServer('https://accounts.google.com', 'http://127.0.0.1:4030')).toBe(
      'http://127.0.0.1:4030/accounts.google.com',
    );
  });

  it('leaves the address alone without a test server', () => {
    expect(viaTestServer('https://accounts.google.com/x', undefined)).toBe(
      'https://accounts.google.com/x',
    );
  });
});
