import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CollaborationEventKind,
  CollaborationParty,
  CollaborationStatus,
} from '@shared/constants/collaborations';
import type { DbOrTx } from '../../db/client';
import {
  campaigns,
  collaborationEvents,
  collaborationReviews,
  collaborations,
  influencerAccounts,
  influencers,
  users,
  type CollaborationRow,
  type NewCollaborationRow,
} from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** The profile linked to the user's influencer account, as SQL (null when none). */
const linkedProfileOf = (userId: string) =>
  sql`(select ${influencerAccounts.influencerId} from ${influencerAccounts} where ${influencerAccounts.userId} = ${userId})`;

/** Collaborations `userId` takes part in: as the advertiser, the attached account, or through the linked profile. */
export const involves = (userId: string): SQL =>
  or(
    eq(collaborations.advertiserId, userId),
    eq(collaborations.influencerUserId, userId),
    sql`${collaborations.influencerId} = ${linkedProfileOf(userId)}`,
  )!;

/** The other party's undeleted messages after the viewer's read mark, for a viewer given as SQL. */
function unreadFor(party: SQL) {
  const readAt = sql`case when ${party} = 'advertiser' then ${collaborations.advertiserReadAt} else ${collaborations.influencerReadAt} end`;
  return sql<number>`(select count(*)::int from ${collaborationEvents} e
    where e.collaboration_id = ${collaborations.id} and e.kind = 'message' and e.deleted_at is null
      and e.actor <> ${party} and (${readAt} is null or e.created_at > ${readAt}))`;
}

/** `userId`'s party in the collaboration row, as SQL. */
const partyOf = (userId: string) =>
  sql<CollaborationParty>`case when ${collaborations.advertiserId} = ${userId} then 'advertiser' else 'influencer' end`;

const joinedColumns = {
  collaboration: collaborations,
  advertiser: { id: users.id, name: users.name, company: users.company },
  influencer: {
    id: influencers.id,
    platform: influencers.platform,
    username: influencers.username,
    name: influencers.name,
    avatarUrl: influencers.avatarUrl,
    followers: influencers.followers,
    email: influencers.email,
  },
  campaign: { id: campaigns.id, name: campaigns.name },
  /** Whether an account is linked to the profile. */
  profileHasAccount: sql<boolean>`exists (select 1 from ${influencerAccounts} where ${influencerAccounts.influencerId} = ${collaborations.influencerId})`,
};

/** A collaboration with its parties, campaign and the viewer's unread count. */
export type JoinedCollaboration = Awaited<ReturnType<typeof selectJoined>>[number];

function selectJoined(db: DbOrTx, viewer: SQL, where: SQL | undefined) {
  return db
    .select({ ...joinedColumns, unread: unreadFor(viewer) })
    .from(collaborations)
    .innerJoin(users, eq(users.id, collaborations.advertiserId))
    .innerJoin(influencers, eq(influencers.id, collaborations.influencerId))
    .leftJoin(campaigns, eq(campaigns.id, collaborations.campaignId))
    .where(where)
    .orderBy(desc(collaborations.lastActivityAt), asc(collaborations.id));
}

/** The collaboration row alone, or null. */
export async function findCollaborationRow(
  db: DbOrTx,
  id: string,
): Promise<CollaborationRow | null> {
  return firstRow(db.select().from(collaborations).where(eq(collaborations.id, id)));
}

/** The collaboration with its parties and campaign, unread counted for `viewer`'s party. */
export async function findJoinedCollaboration(
  db: DbOrTx,
  id: string,
  viewer: CollaborationParty,
): Promise<JoinedCollaboration | null> {
  return firstRow(selectJoined(db, sql`${viewer}`, eq(collaborations.id, id)));
}

/** The collaborations `userId` takes part in, latest activity first; optionally one status or one profile. */
export function findUserCollaborations(
  db: DbOrTx,
  userId: string,
  filter: { status?: CollaborationStatus; influencerId?: string },
) {
  return selectJoined(
    db,
    partyOf(userId),
    and(
      involves(userId),
      filter.status ? eq(collaborations.status, filter.status) : undefined,
      filter.influencerId ? eq(collaborations.influencerId, filter.influencerId) : undefined,
    ),
  );
}

/** How many of `userId`'s collaborations are in each status. */
export function countUserCollaborations(db: DbOrTx, userId: string) {
  return db
    .select({ status: collaborations.status, n: count() })
    .from(collaborations)
    .where(involves(userId))
    .groupBy(collaborations.status);
}

/**
 * Unread collaboration messages of `userId` across all their collaborations: the other party's
 * undeleted messages after the user's read mark. @returns a count.
 */
export async function countUnreadCollaborationMessages(
  db: DbOrTx,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadFor(partyOf(userId))}), 0)::int` })
    .from(collaborations)
    .where(involves(userId));
  return row?.n ?? 0;
}

/** Inserts a proposed collaboration. @throws the unique violation `collaborations_open_key`. */
export async function insertCollaboration(
  db: DbOrTx,
  values: NewCollaborationRow,
): Promise<CollaborationRow> {
  const [row] = await db.insert(collaborations).values(values).returning();
  return row!;
}

/**
 * Applies `patch` when the collaboration is still in status `from` (compare-and-set), bumping
 * `updated_at` and `last_activity_at` (and `status_changed_at` when the status changes).
 * @returns whether it applied.
 */
export async function updateCollaborationIf(
  db: DbOrTx,
  id: string,
  from: CollaborationStatus,
  patch: Partial<NewCollaborationRow>,
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(collaborations)
    .set({
      ...patch,
      updatedAt: now,
      lastActivityAt: now,
      ...(patch.status !== undefined && { statusChangedAt: now }),
    })
    .where(and(eq(collaborations.id, id), eq(collaborations.status, from)))
    .returning({ id: collaborations.id });
  return rows.length > 0;
}

/** Deletes the collaboration if it is still proposed. @returns whether it did. */
export async function deleteProposedCollaboration(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(collaborations)
    .where(and(eq(collaborations.id, id), eq(collaborations.status, 'proposed')))
    .returning({ id: collaborations.id });
  return rows.length > 0;
}

/** Appends an event to the timeline and bumps the collaboration's `last_activity_at`. */
export async function insertEvent(
  db: DbOrTx,
  event: {
    collaborationId: string;
    kind: CollaborationEventKind;
    actor: CollaborationParty;
    actorUserId: string | null;
    body?: string | null;
  },
) {
  const [row] = await db.insert(collaborationEvents).values(event).returning();
  await db
    .update(collaborations)
    .set({ lastActivityAt: row!.createdAt })
    .where(eq(collaborations.id, event.collaborationId));
  return row!;
}

/** The timeline, oldest first. */
export function findEvents(db: DbOrTx, collaborationId: string) {
  return db
    .select()
    .from(collaborationEvents)
    .where(eq(collaborationEvents.collaborationId, collaborationId))
    .orderBy(asc(collaborationEvents.createdAt), asc(collaborationEvents.seq));
}

/** One event of the collaboration, or null. */
export async function findEvent(db: DbOrTx, collaborationId: string, eventId: string) {
  return firstRow(
    db
      .select()
      .from(collaborationEvents)
      .where(
        and(
          eq(collaborationEvents.id, eventId),
          eq(collaborationEvents.collaborationId, collaborationId),
        ),
      ),
  );
}

/** Marks a message deleted and clears its text, unless already deleted. @returns whether it did. */
export async function softDeleteMessage(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db
    .update(collaborationEvents)
    .set({ deletedAt: new Date(), body: null })
    .where(and(eq(collaborationEvents.id, eventId), isNull(collaborationEvents.deletedAt)))
    .returning({ id: collaborationEvents.id });
  return rows.length > 0;
}

/**
 * Moves the party's read mark forward (never back) to the time of event `upToEventId` — the
 * newest message the party was shown, at the database's own precision.
 */
export async function markRead(
  db: DbOrTx,
  id: string,
  party: CollaborationParty,
  upToEventId: string,
) {
  const shown = sql`(select ${collaborationEvents.createdAt} from ${collaborationEvents} where ${collaborationEvents.id} = ${upToEventId})`;
  await db
    .update(collaborations)
    .set(
      party === 'advertiser'
        ? { advertiserReadAt: sql`greatest(${collaborations.advertiserReadAt}, ${shown})` }
        : { influencerReadAt: sql`greatest(${collaborations.influencerReadAt}, ${shown})` },
    )
    .where(eq(collaborations.id, id));
}

/** The reviews of a collaboration (at most one per direction). */
export function findReviews(db: DbOrTx, collaborationId: string) {
  return db
    .select()
    .from(collaborationReviews)
    .where(eq(collaborationReviews.collaborationId, collaborationId));
}

/** Stores a review unless that direction already has one. @returns whether it was stored. */
export async function insertReviewOnce(
  db: DbOrTx,
  review: {
    collaborationId: string;
    direction: 'for_influencer' | 'for_advertiser';
    rating: number;
    text: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(collaborationReviews)
    .values(review)
    .onConflictDoNothing()
    .returning({ id: collaborationReviews.collaborationId });
  return rows.length > 0;
}

/**
 * Attaches collaborations invited at `email` and not yet attached to `userId` (an influencer who
 * signed up with the address the link went to). @returns how many were attached.
 */
export async function attachInvitedCollaborations(
  db: DbOrTx,
  userId: string,
  email: string,
): Promise<number> {
  const rows = await db
    .update(collaborations)
    .set({ influencerUserId: userId })
    .where(
      and(
        eq(collaborations.inviteEmail, email.toLowerCase()),
        isNull(collaborations.influencerUserId),
      ),
    )
    .returning({ id: collaborations.id });
  return rows.length;
}

/** Whether the user's linked profile is `influencerId` (their own profile). */
export async function isLinkedProfile(
  db: DbOrTx,
  userId: string,
  influencerId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: influencerAccounts.userId })
    .from(influencerAccounts)
    .where(
      and(eq(influencerAccounts.userId, userId), eq(influencerAccounts.influencerId, influencerId)),
    );
  return rows.length > 0;
}
