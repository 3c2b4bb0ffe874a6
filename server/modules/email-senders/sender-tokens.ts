import { signToken, type TokenKind, verifyToken } from '../../signed-tokens';

/** How long an emailed sender verification link works, in seconds (2 days). */
export const SENDER_TOKEN_TTL_SECONDS = 2 * 86_400;

/** Its own audience, so a session or invitation token is never a sender verification and back. */
const SENDER: TokenKind = {
  audience: 'collabify:email-sender',
  ttlSeconds: SENDER_TOKEN_TTL_SECONDS,
};

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
  return signToken(secret, SENDER, claims.userId, { email: claims.email }, ttlSeconds);
}

/**
 * The claims of a valid, unexpired sender verification token (signature, algorithm, issuer,
 * audience, `exp` and `iat` checked by {@link verifyToken}), or null for anything else.
 */
export async function readSenderToken(
  secret: string,
  token: string,
): Promise<SenderTokenClaims | null> {
  const payload = await verifyToken(secret, SENDER, token);
  return payload && typeof payload.email === 'string'
    ? { userId: payload.sub, email: payload.email }
    : null;
}
