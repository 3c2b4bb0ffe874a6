import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'collabify';
/** Its own audience, so a session or invitation token is never a sender verification and back. */
const AUDIENCE = 'collabify:email-sender';

/** How long an emailed sender verification link works, in seconds (2 days). */
export const SENDER_TOKEN_TTL_SECONDS = 2 * 86_400;

/** What a valid sender verification token says: whose sender, and which address it verifies. */
export interface SenderTokenClaims {
  userId: string;
  email: string;
}

/**
 * Signs the token of an emailed sender verification link (`/email-sender-verify?token=…`): a JWT,
 * HS256 pinned, whose subject is the user id and whose `email` claim is the lower-case address it
 * verifies, valid for `ttlSeconds` (2 days by default; negative values make an expired token, for
 * tests).
 */
export function signSenderToken(
  secret: string,
  claims: SenderTokenClaims,
  ttlSeconds = SENDER_TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/**
 * The claims of a valid, unexpired sender verification token (signature, algorithm, issuer,
 * audience and expiry checked by jose), or null for anything else.
 */
export async function readSenderToken(
  secret: string,
  token: string,
): Promise<SenderTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const email = payload.email;
    if (!payload.sub || typeof email !== 'string') return null;
    return { userId: payload.sub, email };
  } catch {
    return null;
  }
}
