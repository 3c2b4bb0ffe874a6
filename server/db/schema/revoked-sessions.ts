import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Sessions ended by signing out (`POST /api/auth/logout`): the token's `jti` is refused until the
 * token would have expired anyway (`expires_at`, its `exp`); rows past it are purged, since an
 * expired token is refused on its own. "Sign out everywhere" uses `users.token_version` instead.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);
