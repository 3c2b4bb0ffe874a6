import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { TOKEN_TTL_SECONDS } from '@shared/constants/auth';
import { signToken, type TokenKind, verifyToken } from '../../signed-tokens';

const SESSION: TokenKind = { audience: 'collabify:session', ttlSeconds: TOKEN_TTL_SECONDS };

/**
 * The claims a verified session token must carry, checked before any of them reaches the
 * database: `sub` the user id (UUID), `ver` the token version (integer ≥ 0), `jti` the session id
 * (UUID) and `exp` (Unix seconds). A token signed with the secret but of another shape is refused.
 */
const sessionPayloadSchema = z.object({
  sub: z.uuid(),
  ver: z.int().nonnegative(),
  jti: z.uuid(),
  exp: z.int().positive(),
});

/** What a session token proves: the user id and the token version it was issued at. */
export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

/** A verified session: its claims, the session id (`jti`) and when the token expires. */
export interface VerifiedSession extends SessionClaims {
  sessionId: string;
  expiresAt: Date;
}

/**
 * Signs and verifies session tokens: JWT, HS256 only (pinned), 7-day expiry; issuer, audience,
 * `exp` and `iat` required and checked ({@link verifyToken}). Each token is one session with its
 * own random id (`jti`), so it can be revoked alone (sign-out) or with all the user's others
 * (token version).
 */
export class SessionTokens {
  constructor(private readonly secret: string) {}

  /** Issues a token for `claims` as a new session (random `jti`), valid for 7 days from now. */
  sign(claims: SessionClaims): Promise<string> {
    return signToken(this.secret, SESSION, claims.userId, {
      ver: claims.tokenVersion,
      jti: randomUUID(),
    });
  }

  /**
   * The session of a valid token, or `null` when it is malformed, forged, expired, lacks `exp` or
   * `iat`, is of another algorithm or audience, or its claims are not of the shape
   * {@link sessionPayloadSchema} requires (e.g. a `sub` that is not a UUID).
   */
  async verify(token: string): Promise<VerifiedSession | null> {
    const parsed = sessionPayloadSchema.safeParse(await verifyToken(this.secret, SESSION, token));
    if (!parsed.success) return null;
    const { sub, ver, jti, exp } = parsed.data;
    return { userId: sub, tokenVersion: ver, sessionId: jti, expiresAt: new Date(exp * 1000) };
  }
}
