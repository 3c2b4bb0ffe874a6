import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const sealed = box.seal('shpat_secret-token', 'acme.myshopify.com');
    expect(sealed).not.toContain('shpat');
    expect(box.open(sealed, 'acme.myshopify.com')).toBe('shpat_secret-token');
  });

  it('seals the same secret differently each time (random IV)', () => {
    expect(box.seal('x', 'c')).not.toBe(box.seal('x', 'c'));
  });

  it('refuses a value sealed for another context, with another key, or altered', () => {
    const sealed = box.seal('token', 'acme.myshopify.com');
    expect(() => box.open(sealed, 'other.myshopify.com')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'acme.myshopify.com')).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => box.open(parts.join('.'), 'acme.myshopify.com')).toThrow();
    expect(() => box.open('plain', 'acme.myshopify.com')).toThrow('Not a sealed value');
  });
});
