import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken, subscribeToken } from './token-storage';

describe('token storage', () => {
  it('keeps the token in localStorage and in a 7-day lax cookie named token', () => {
    const set = vi.spyOn(Cookies, 'set');
    setToken('abc.def.ghi');
    expect(window.localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(Cookies.get('token')).toBe('abc.def.ghi');
    expect(set).toHaveBeenCalledWith(
      'token',
      'abc.def.ghi',
      expect.objectContaining({ expires: 7, sameSite: 'lax', path: '/' }),
    );
    expect(getToken()).toBe('abc.def.ghi');
  });

  it('falls back to the cookie when localStorage is empty', () => {
    Cookies.set('token', 'from-cookie', { path: '/' });
    expect(getToken()).toBe('from-cookie');
  });

  it('clears both places and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToken(listener);
    setToken('t1');
    clearToken();
    unsubscribe();
    expect(getToken()).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
