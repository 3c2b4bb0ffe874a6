import { and, asc, count, countDistinct, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { FAVORITES_LIST_NAME, NOTE_PREVIEW_LENGTH } from '@shared/constants/lists';
import type { DbOrTx } from '../../db/client';
import { listInfluencers, lists, notes, type ListRow } from '../../db/schema';
import { firstRow } from '../../db/first-row';

/** A list with its influencer ids in list order (by `added_at`, then influencer id). */
export type ListSummaryRow = ListRow & { influencerIds: string[] };

/** An influencer saved in any of a user's lists: first saved, which lists, note preview. */
export interface SavedInfluencerRow {
  influencerId: string;
  addedAt: Date;
  listIds: string[];
  notePreview: string | null;
}

/** The order lists are shown in: "Favorites" first, then oldest first. */
const listOrder: SQL[] = [
  sql`(lower(${lists.name}) = lower(${FAVORITES_LIST_NAME}::text)) desc`,
  asc(lists.createdAt),
  asc(lists.id),
];

/** The user's lists (or just `listId` when given) with their influencer ids, in list order. */
export function findListSummaries(
  db: DbOrTx,
  userId: string,
  listId?: string,
): Promise<ListSummaryRow[]> {
  const member = listInfluencers.influencerId;
  return db
    .select({
      id: lists.id,
      userId: lists.userId,
      name: lists.name,
      createdAt: lists.createdAt,
      updatedAt: lists.updatedAt,
      influencerIds: sql<string[]>`coalesce(
        array_agg(${member}::text order by ${listInfluencers.addedAt}, ${member})
          filter (where ${member} is not null),
        '{}')`,
    })
    .from(lists)
    .leftJoin(listInfluencers, eq(listInfluencers.listId, lists.id))
    .where(and(eq(lists.userId, userId), listId === undefined ? undefined : eq(lists.id, listId)))
    .groupBy(lists.id)
    .orderBy(...listOrder);
}

/**
 * The list with this id, whoever owns it, or null. `forUpdate` locks its row until the
 * transaction ends, so changes to one list's membership run one at a time.
 */
export async function findList(
  db: DbOrTx,
  id: string,
  { forUpdate = false } = {},
): Promise<ListRow | null> {
  const query = db.select().from(lists).where(eq(lists.id, id));
  return firstRow(forUpdate ? query.for('update') : query);
}

/** Inserts a list. @throws a unique violation (`lists_user_name_key`) when the name is taken. */
export async function insertList(db: DbOrTx, userId: string, name: string): Promise<ListRow> {
  const [row] = await db.insert(lists).values({ userId, name }).returning();
  return row!;
}

/**
 * Renames a list and bumps `updated_at`.
 * @throws a unique violation (`lists_user_name_key`) when the user has a list of that name.
 */
export async function renameList(db: DbOrTx, id: string, name: string): Promise<void> {
  await db
    .update(lists)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(lists.id, id));
}

/** Bumps the list's `updated_at` (its membership changed). */
export async function touchList(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(lists)
    .set({ updatedAt: sql`now()` })
    .where(eq(lists.id, id));
}

/** Deletes a list (its membership rows go with it). */
export async function deleteList(db: DbOrTx, id: string): Promise<void> {
  await db.delete(lists).where(eq(lists.id, id));
}

/**
 * Adds influencers (all must exist) to a list; ids already in it keep their entry and `added_at`.
 * The batch is stamped now plus one microsecond per position, so the list keeps the order given.
 * @returns how many were new to the list.
 */
export async function addListInfluencers(
  db: DbOrTx,
  listId: string,
  influencerIds: string[],
): Promise<number> {
  if (influencerIds.length === 0) return 0;
  const added = await db
    .insert(listInfluencers)
    .values(
      influencerIds.map((influencerId, position) => ({
        listId,
        influencerId,
        addedAt: sql`now() + ${position}::integer * interval '1 microsecond'`,
      })),
    )
    .onConflictDoNothing()
    .returning({ influencerId: listInfluencers.influencerId });
  return added.length;
}

/** Removes influencers from a list; ids not in it are ignored. @returns how many were removed. */
export async function removeListInfluencers(
  db: DbOrTx,
  listId: string,
  influencerIds: string[],
): Promise<number> {
  if (influencerIds.length === 0) return 0;
  const removed = await db
    .delete(listInfluencers)
    .where(
      and(eq(listInfluencers.listId, listId), inArray(listInfluencers.influencerId, influencerIds)),
    )
    .returning({ influencerId: listInfluencers.influencerId });
  return removed.length;
}

/** How many influencers the list holds. */
export async function countListInfluencers(db: DbOrTx, listId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listInfluencers)
    .where(eq(listInfluencers.listId, listId));
  return row?.n ?? 0;
}

/**
 * Every influencer in any of the user's lists, once each, most recently first saved first: when
 * it was first saved, the lists holding it (in list order) and a preview of the user's note
 * (null when there is none or it is empty).
 */
export function findSavedInfluencers(db: DbOrTx, userId: string): Promise<SavedInfluencerRow[]> {
  const firstAdded = sql<Date>`min(${listInfluencers.addedAt})`.mapWith(listInfluencers.addedAt);
  return (
    db
      .select({
        influencerId: listInfluencers.influencerId,
        addedAt: firstAdded,
        listIds: sql<
          string[]
        >`array_agg(${lists.id}::text order by ${sql.join(listOrder, sql`, `)})`,
        notePreview: sql<
          string | null
        >`nullif(left(${notes.content}, ${NOTE_PREVIEW_LENGTH}::integer), '')`,
      })
      .from(listInfluencers)
      .innerJoin(lists, eq(lists.id, listInfluencers.listId))
      .leftJoin(
        notes,
        and(eq(notes.userId, lists.userId), eq(notes.influencerId, listInfluencers.influencerId)),
      )
      .where(eq(lists.userId, userId))
      // Grouping by the note's primary key lets the select read its content (one note per group).
      .groupBy(listInfluencers.influencerId, notes.userId, notes.influencerId)
      .orderBy(desc(firstAdded), asc(listInfluencers.influencerId))
  );
}

/** How many lists the user has besides Favorites (the lists a plan limits). */
export async function countPlanLists(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lists)
    .where(
      and(
        eq(lists.userId, userId),
        ne(sql`lower(${lists.name})`, FAVORITES_LIST_NAME.toLowerCase()),
      ),
    );
  return row?.n ?? 0;
}

/** How many distinct influencers the user has saved across all their lists. */
export async function countSavedInfluencers(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(listInfluencers.influencerId) })
    .from(listInfluencers)
    .innerJoin(lists, eq(lists.id, listInfluencers.listId))
    .where(eq(lists.userId, userId));
  return row?.n ?? 0;
}

/** How many of `ids` are in none of the user's lists (saving them would add to the saved total). */
export async function countUnsaved(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(listInfluencers.influencerId) })
    .from(listInfluencers)
    .innerJoin(lists, eq(lists.id, listInfluencers.listId))
    .where(and(eq(lists.userId, userId), inArray(listInfluencers.influencerId, ids)));
  return ids.length - (row?.n ?? 0);
}

/**
 * A subquery of every saved profile with how many people saved it (in any of their lists):
 * columns `influencer_id` and `saves`, for other modules' queries (the refresh scheduler).
 */
export function savesPerInfluencerSql(): SQL {
  return sql`(select ${listInfluencers.influencerId} as influencer_id,
      count(distinct ${lists.userId})::int as saves
    from ${listInfluencers} join ${lists} on ${lists.id} = ${listInfluencers.listId}
    group by ${listInfluencers.influencerId})`;
}
