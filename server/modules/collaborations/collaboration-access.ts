import type { FastifyRequest } from 'fastify';
import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import type { AppContext } from '../../context';
import type { CollaborationRow, UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { Actor } from './collaborations.policy';
import { findProfile } from '../influencers/influencers.service';
import { findCollaborationRow, isLinkedProfile } from './collaborations.repository';
import { inviteGrants } from './invite-tokens';

/** Who is calling: the signed-in user (or nobody) and the emailed link's token, if sent. */
export interface Caller {
  user: UserRow | null;
  inviteToken?: string | undefined;
}

/** The session user, and the emailed link's token from its header (never from the URL). */
export function callerOf(request: FastifyRequest): Caller {
  const token = request.headers[INVITE_TOKEN_HEADER];
  return { user: request.user, inviteToken: typeof token === 'string' ? token : undefined };
}

/** Whether the invitation went to the profile's own public email (not an address the brand typed). */
async function invitedAtProfileEmail(ctx: AppContext, row: CollaborationRow): Promise<boolean> {
  if (!row.inviteEmail) return false;
  const profile = await findProfile(ctx.db, row.influencerId);
  return profile?.email?.toLowerCase() === row.inviteEmail;
}

/** The user's party in the collaboration, or null when they take no part in it. */
async function partyOfUser(
  ctx: AppContext,
  row: CollaborationRow,
  user: UserRow,
): Promise<Actor | null> {
  if (row.advertiserId === user.id) return { party: 'advertiser', userId: user.id, verified: true };
  if (await isLinkedProfile(ctx.db, user.id, row.influencerId))
    return { party: 'influencer', userId: user.id, verified: true };
  if (row.influencerUserId === user.id)
    return {
      party: 'influencer',
      userId: user.id,
      verified: await invitedAtProfileEmail(ctx, row),
    };
  return null;
}

/**
 * The collaboration and the caller's part in it: the advertiser, the influencer (the account
 * linked to the profile or attached by the invited email), or the holder of a valid emailed link
 * for exactly this collaboration (acting as the influencer, without an account).
 * @throws 404 when the collaboration is absent or the caller takes no part in it (as for a
 * missing one), including an expired or foreign link.
 */
export async function accessCollaboration(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<{ row: CollaborationRow; actor: Actor }> {
  const row = await findCollaborationRow(ctx.db, id);
  if (row) {
    const actor = caller.user ? await partyOfUser(ctx, row, caller.user) : null;
    if (actor) return { row, actor };
    if (caller.inviteToken && (await inviteGrants(ctx.secret, caller.inviteToken, id)))
      return {
        row,
        actor: {
          party: 'influencer',
          userId: null,
          verified: await invitedAtProfileEmail(ctx, row),
        },
      };
  }
  throw notFound('collaboration');
}
