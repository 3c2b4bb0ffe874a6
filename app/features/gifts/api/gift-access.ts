import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import type { RequestOptions } from '@app/lib/api-client';

/** Query key of a collaboration's gift. */
export const giftQueryKey = (collaborationId: string) => ['gift', collaborationId] as const;

/** `/collaboration/{id}/gift…` of a collaboration. */
export const giftPath = (collaborationId: string, rest = '') =>
  `/collaboration/${encodeURIComponent(collaborationId)}/gift${rest}`;

/**
 * How a gift call reaches the collaboration: the session, or the emailed link's token in the
 * `X-Collaboration-Token` header instead (a link holder without an account).
 */
export function giftAccess(
  inviteToken: string | null,
): Pick<RequestOptions, 'headers' | 'withToken'> {
  if (!inviteToken) return {};
  return { headers: { [INVITE_TOKEN_HEADER]: inviteToken }, withToken: false };
}
