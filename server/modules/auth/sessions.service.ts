import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { findUser } from '../users/users.service';
import {
  deleteExpiredRevokedSessions,
  insertRevokedSession,
  isRevokedSession,
} from './revoked-sessions.repository';
import type { VerifiedSession } from './session-tokens';

/** A signed-in request: the user and the session its bearer token is. */
export interface Authenticated {
  user: UserRow;
  session: VerifiedSession;
}

/**
 * The user and session of a bearer token, or null when the token does not verify (signature,
 * expiry, claims' shape), the user is gone, the token version was bumped (password change,
 * "sign out everywhere"), or this session was signed out. Costs two primary-key lookups run
 * side by side (the user, and the session among the signed-out ones), no extra round trip.
 */
export async function authenticate(ctx: AppContext, token: string): Promise<Authenticated | null> {
  const session = await ctx.tokens.verify(token);
  if (!session) return null;
  const [user, revoked] = await Promise.all([
    findUser(ctx.db, session.userId),
    isRevokedSession(ctx.db, session.sessionId),
  ]);
  if (!user || revoked || user.tokenVersion !== session.tokenVersion) return null;
  return { user, session };
}

/**
 * Ends one session (sign-out): its token is refused from now on, while the user's other sessions
 * keep working. The record is kept until the token expires; expired records are purged here, so
 * the table holds at most the sessions signed out in the last 7 days.
 */
export async function signOutSession(ctx: AppContext, session: VerifiedSession): Promise<void> {
  await insertRevokedSession(ctx.db, session.sessionId, session.expiresAt);
  await deleteExpiredRevokedSessions(ctx.db, new Date());
}
