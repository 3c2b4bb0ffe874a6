import { describe, expect, it } from 'vitest';
import { shownEmail } from './account-email';

describe('shownEmail', () => {
  it('hides the reserved .invalid address and keeps real ones', () => {
    expect(shownEmail('tiktok-abc@creators.collabify.invalid')).toBeNull();
    expect(shownEmail('nicole@example.com')).toBe('nicole@example.com');
    expect(shownEmail('someone@invalid.example')).toBe('someone@invalid.example');
  });
});
