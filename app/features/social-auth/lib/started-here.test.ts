import { afterEach, describe, expect, it } from 'vitest';
import { rememberStartedSignIn, takeStartedSignIn } from './started-here';

afterEach(() => window.sessionStorage.clear());

describe('the sign-in this tab started', () => {
  it('matches its own state once, and nothing else', () => {
    rememberStartedSignIn('https://accounts.google.com/o/oauth2/v2/auth?client_id=a&state=mine123');
    expect(takeStartedSignIn('someone-elses')).toBe(false);
    rememberStartedSignIn('https://www.tiktok.com/v2/auth/authorize/?state=mine123');
    expect(takeStartedSignIn('mine123')).toBe(true);
    expect(takeStartedSignIn('mine123')).toBe(false);
  });

  it('refuses every state when this tab started none', () => {
    expect(takeStartedSignIn('anything')).toBe(false);
  });
});
