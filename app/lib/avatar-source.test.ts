import { describe, expect, it } from 'vitest';
import { avatarSource } from './avatar-source';

const NOW = Date.parse('2026-05-01T00:00:00Z');
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000).toString(16);

describe('avatarSource', () => {
  it('keeps a live Instagram CDN address', () => {
    const url = `https://scontent-lga3-1.cdninstagram.com/v/p.jpg?oe=${seconds('2026-06-01T00:00:00Z')}`;
    expect(avatarSource(url, NOW)).toBe(url);
    expect(avatarSource('https://instagram.fktp2-1.fna.fbcdn.net/v/p.jpg', NOW)).toBe(
      'https://instagram.fktp2-1.fna.fbcdn.net/v/p.jpg',
    );
  });

  it('requests nothing for a signed CDN address past its expiry (as in the datasets)', () => {
    const dataset =
      'https://instagram.flim18-3.fna.fbcdn.net/v/t51.2885-19/s150x150/2722_n.jpg?_nc_ht=instagram.flim18-3.fna.fbcdn.net&oe=61FB3661&_nc_sid=7bff83';
    expect(avatarSource(dataset, NOW)).toBeNull();
  });

  it('requests nothing from a host the page may not load images from, or without https', () => {
    expect(avatarSource('https://avatars.example.com/p.jpg', NOW)).toBeNull();
    expect(avatarSource('https://cdninstagram.com.evil.example/p.jpg', NOW)).toBeNull();
    expect(avatarSource('http://scontent.cdninstagram.com/p.jpg', NOW)).toBeNull();
    expect(avatarSource('not a url', NOW)).toBeNull();
    expect(avatarSource(null, NOW)).toBeNull();
  });
});
