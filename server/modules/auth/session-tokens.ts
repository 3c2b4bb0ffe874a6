import { TOKEN_TTL_SECONDS } from '@shared/constants/auth';
import { signToken, type TokenKind, verifyToken } from '../../signed-tokens';

const SESSION: TokenKind = { audience: 'collabify:session', ttlSeconds: TOKEN_TTL_SECONDS };

/** What a session token proves: the user id and the token version it was issued at. */
export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

/**
 * Signs and verifies session tokens: JWT, HS256 only (pinned), 7-day expiry; issuer, audience,
 * `exp` and `iat` required and checked ({@link verifyToken}).
 */
export class SessionTokens {
  constructor(private readonly secret: string) {}

  /** Issues a token for `claims`, valid for 7 days from now. */
  sign(claims: SessionClaims): Promise<string> {
    return signToken(this.secret, SESSION, claims.userId, { ver: claims.tokenVersion });
  }

  /**
   * The claims of a valid token, or `null` when it is malformed, forged, expired, lacks `exp` or
   * `iat`, or is of another algorithm or audience.
   */
  async verify(token: string): Promise<SessionClaims | null> {
    const payload = await verifyToken(this.secret, SESSION, token);
    if (!payload || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, tokenVersion: payload.ver };
  }
}
