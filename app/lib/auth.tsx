import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { Session } from '@shared/schemas/auth';
import type { SelfUser } from '@shared/schemas/users';
import { api, ignoreUnauthorized } from './api-client';
import { clearToken, getToken, setToken, subscribeToken } from './token-storage';

/** Cache key of the signed-in user (`GET /api/users/self`). */
export const currentUserQueryKey = ['users', 'self'] as const;

/** Fetches the signed-in user. */
export function getCurrentUser(signal?: AbortSignal): Promise<SelfUser> {
  return api.get<SelfUser>('/users/self', { signal });
}

/** Query options for the signed-in user, the app's "current user". */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** How long sign-out waits for the server before signing out locally anyway, in ms. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

/**
 * Ends the session `token` is on the server, so a copy of it stops working. The token goes in
 * explicitly (not as the stored one): a 401 here means the session had already ended, which must
 * not send the person to the sign-in page. Never rejects.
 */
async function endServerSession(token: string): Promise<void> {
  await api
    .post('/auth/logout', undefined, {
      withToken: false,
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
    })
    .catch(() => undefined);
}

/** What the auth context offers. */
export interface AuthContextValue {
  /** The stored session token; null for a visitor. */
  token: string | null;
  /** The signed-in user once loaded; null for a visitor or while loading. */
  user: SelfUser | null;
  /** True while a token is stored but the user has not been loaded yet. */
  isUserLoading: boolean;
  /** Stores a session (token and user) answered by sign-in, sign-up or password calls. */
  signIn: (session: Session) => void;
  /**
   * Ends the session on the server (`POST /api/auth/logout`), then forgets the token and every
   * cached answer of the session; forgets them even when the call fails or takes too long.
   */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Provides the token and the current user to the app; needs a QueryClientProvider above it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  const userQuery = useQuery({ ...currentUserQueryOptions(), enabled: token !== null });

  const previousToken = useRef(token);
  useEffect(() => {
    // The session changed (sign-out, a 401, another tab, another account): nothing cached for the
    // previous user may be shown to the next one.
    if (previousToken.current !== null && previousToken.current !== token) queryClient.clear();
    previousToken.current = token;
  }, [token, queryClient]);

  const signIn = useCallback(
    (session: Session) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, session.user);
      setToken(session.token);
      previousToken.current = session.token;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    const signedOutToken = getToken();
    if (signedOutToken) {
      ignoreUnauthorized(signedOutToken);
      await endServerSession(signedOutToken);
    }
    // Another sign-in may have stored a new token meanwhile: that session stays.
    if (getToken() !== signedOutToken) return;
    clearToken();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      token,
      user: token ? (userQuery.data ?? null) : null,
      isUserLoading: token !== null && userQuery.isPending,
      signIn,
      signOut,
    }),
    [token, userQuery.data, userQuery.isPending, signIn, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

/** Reads the auth context: token, current user, signIn and signOut. */
export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
