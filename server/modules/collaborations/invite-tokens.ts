import { jwtVerify, SignJWT } from 'jose';
import { INVITE_TOKEN_TTL_SECONDS } from '@shared/constants/collaborations';

const ALGORITHM = 'HS256';
const ISSUER = 'collabify';
/** Its own audience, so a session token is never an invitation and an invitation never a session. */
const AUDIENCE = 'collabify:collaboration-invite';

/**
 * Signs the token of an emailed collaboration link (`/collaboration-detail/:id?token=…`): a JWT,
 * HS256 pinned, whose subject is the collaboration id, valid for `ttlSeconds` (30 days by
 * default; negative values make an expired token, for tests). It grants that collaboration only.
 */
export function signInviteToken(
  secret: string,
  collaborationId: string,
  ttlSeconds = INVITE_TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(collaborationId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

/**
 * Whether `token` is a valid, unexpired invitation for exactly `collaborationId` (signature,
 * algorithm, issuer, audience and expiry checked by jose).
 */
export async function inviteGrants(
  secret: string,
  token: string,
  collaborationId: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    return payload.sub === collaborationId;
  } catch {
    return false;
  }
}
