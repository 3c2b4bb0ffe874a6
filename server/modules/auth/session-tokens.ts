import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_TTL_SECONDS } from '@shared/constants/auth';

const ALGORITHM = 'HS256';
const ISSUER = 'collabify';
const AUDIENCE = 'collabify:session';

/** What a session token proves: the user id and the token version it was issued at. */
export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

/** Signs and verifies session tokens: JWT, HS256 only (pinned), 7-day expiry, issuer and audience checked. */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token for `claims`, valid for 7 days from now. */
  sign(claims: SessionClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or `null` when it is malformed, forged, expired or of another algorithm. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
