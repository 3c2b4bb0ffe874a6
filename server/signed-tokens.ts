import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** Every token Collabify signs is HS256 (pinned on verify: no `none`, no algorithm confusion). */
const ALGORITHM = 'HS256';
const ISSUER = 'collabify';
/** Clock skew allowed between the process that signed and the one that verifies, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** One kind of signed token: its audience (so kinds never stand in for each other) and lifetime. */
export interface TokenKind {
  /** `aud` claim, e.g. `collabify:session`. */
  audience: string;
  /** Longest lifetime in seconds: the default `exp - iat` and the oldest `iat` accepted. */
  ttlSeconds: number;
}

/**
 * Signs a JWT (RFC 7519) of `kind` for `subject` with extra `claims`: HS256, issuer `collabify`,
 * `iat` now and `exp` after `ttlSeconds` (the kind's lifetime by default; a negative value makes
 * an already expired token, for tests).
 */
export function signToken(
  secret: string,
  kind: TokenKind,
  subject: string,
  claims: JWTPayload = {},
  ttlSeconds = kind.ttlSeconds,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/**
 * The payload of a valid token of `kind`, or null. Valid means (jose `jwtVerify`): HS256
 * signature with `secret`, issuer and audience match, `sub`, `exp` and `iat` present, not expired,
 * `iat` not in the future and not older than the kind's lifetime (30 s clock tolerance). A token
 * without `exp` or `iat` is refused, whatever its signature.
 */
export async function verifyToken(
  secret: string,
  kind: TokenKind,
  token: string,
): Promise<(JWTPayload & { sub: string }) | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: kind.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
      maxTokenAge: kind.ttlSeconds,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    return typeof payload.sub === 'string' ? { ...payload, sub: payload.sub } : null;
  } catch {
    return null;
  }
}
