import Cookies from 'js-cookie';
import { TOKEN_STORAGE_KEY, TOKEN_TTL_SECONDS } from '@shared/constants/auth';

/** Days the session cookie lives: the token's own lifetime (7 days, SEED-SPEC §9). */
const COOKIE_DAYS = TOKEN_TTL_SECONDS / (24 * 60 * 60);

type Listener = () => void;
const listeners = new Set<Listener>();

function readLocalStorage(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function notify() {
  listeners.forEach((listener) => listener());
}

/** Returns the stored session token (localStorage first, then the cookie), or null. */
export function getToken(): string | null {
  const token = readLocalStorage() ?? Cookies.get(TOKEN_STORAGE_KEY) ?? null;
  return token ? token : null;
}

/** Stores the session token in localStorage and in a 7-day `token` cookie, then notifies. */
export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be unavailable (private mode); the cookie still holds the token.
  }
  Cookies.set(TOKEN_STORAGE_KEY, token, {
    expires: COOKIE_DAYS,
    sameSite: 'lax',
    path: '/',
    secure: window.location.protocol === 'https:',
  });
  notify();
}

/** Removes the session token from localStorage and the cookie, then notifies. */
export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
  Cookies.remove(TOKEN_STORAGE_KEY, { path: '/' });
  notify();
}

/** Calls `listener` whenever the token changes (here or in another tab); returns an unsubscribe. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
