import { INVITE_TOKEN_TTL_SECONDS } from '@shared/constants/collaborations';
import { signToken, type TokenKind, verifyToken } from '../../signed-tokens';

/** Its own audience, so a session token is never an invitation and an invitation never a session. */
const INVITE: TokenKind = {
  audience: 'collabify:collaboration-invite',
  ttlSeconds: INVITE_TOKEN_TTL_SECONDS,
};

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
  return signToken(secret, INVITE, collaborationId, {}, ttlSeconds);
}

/**
 * Whether `token` is a valid, unexpired invitation for exactly `collaborationId` (signature,
 * algorithm, issuer, audience, `exp` and `iat` checked by {@link verifyToken}).
 */
export async function inviteGrants(
  secret: string,
  token: string,
  collaborationId: string,
): Promise<boolean> {
  return (await verifyToken(secret, INVITE, token))?.sub === collaborationId;
}
