import { FAVORITES_LIST_NAME, LIST_MAX_INFLUENCERS } from '@shared/constants/lists';
import type {
  CreateList,
  ListDetail,
  Lists,
  ListSummary,
  SavedInfluencers,
  UpdateListInfluencers,
} from '@shared/schemas/lists';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, fieldError } from '../../errors';
import { assertWithinLimit } from '../billing/plan-limits.service';
import { salesByInfluencer } from '../collaborations/collaboration-sales.service';
import { findKnownEmailIds } from '../influencer-contacts/influencer-contacts.read-model';
import {
  findCardsByIds,
  findExistingIds,
  type CardRow,
} from '../influencers/influencers.read-model';
import { ownList } from './lists.policy';
import {
  presentListDetail,
  presentListSummary,
  presentSavedInfluencers,
  type SavedCards,
} from './lists.presenter';
import {
  addListInfluencers,
  countListInfluencers,
  countPlanLists,
  countSavedInfluencers,
  countUnsaved,
  deleteList as deleteListRow,
  findList,
  findListSummaries,
  findSavedInfluencers,
  insertList,
  renameList as renameListRow,
  removeListInfluencers,
  touchList,
  type ListSummaryRow,
} from './lists.repository';

/** Card ids looked up per query (keeps the bind parameters well under PostgreSQL's limit). */
const CARD_BATCH = 5_000;

/** The ids once each, lower-case (as PostgreSQL prints UUIDs), in first-seen order. */
const distinctIds = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** @throws 400 naming `path` and listing those of `ids` that are not influencer profiles. */
async function assertInfluencersExist(db: DbOrTx, ids: string[], path: string): Promise<void> {
  const existing = await findExistingIds(db, ids);
  const unknown = ids.filter((id) => !existing.has(id));
  if (unknown.length === 0) return;
  const message = `Unknown influencer ids: ${unknown.join(', ')}`;
  throw badRequest(message, [{ path, message }]);
}

/**
 * Checks that saving `ids` fits the plan's saved-influencer limit (only those in none of the
 * user's lists count). @throws 402 `plan-limit`.
 */
function assertSavesFit(tx: DbOrTx, user: UserRow, ids: string[]): Promise<void> {
  return assertWithinLimit(tx, user, 'savedInfluencers', async () => ({
    used: await countSavedInfluencers(tx, user.id),
    requested: await countUnsaved(tx, user.id, ids),
  }));
}

const isFavorites = (name: string) =>
  name.trim().toLowerCase() === FAVORITES_LIST_NAME.toLowerCase();

/** Checks that one more list (Favorites aside) fits the plan. @throws 402 `plan-limit`. */
function assertListFits(tx: DbOrTx, user: UserRow): Promise<void> {
  return assertWithinLimit(tx, user, 'lists', async () => ({
    used: await countPlanLists(tx, user.id),
    requested: 1,
  }));
}

/** Runs `work`, turning a clash on the user's list names into 409 naming `body.name`. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'lists_user_name_key')) {
      throw conflict('You already have a list with this name.', [
        { path: 'body.name', message: 'You already have a list with this name' },
      ]);
    }
    throw error;
  }
}

/** The summary of a list the caller has checked the user owns. */
async function summaryOf(db: DbOrTx, user: UserRow, listId: string): Promise<ListSummaryRow> {
  const [row] = await findListSummaries(db, user.id, listId);
  return row!;
}

/**
 * Card rows for `ids` (any order), looked up in batches, and which of them have an address the
 * user's outreach would use.
 */
async function findCards(db: DbOrTx, user: UserRow, ids: string[]): Promise<SavedCards> {
  const cards: CardRow[] = [];
  for (let i = 0; i < ids.length; i += CARD_BATCH) {
    cards.push(...(await findCardsByIds(db, ids.slice(i, i + CARD_BATCH))));
  }
  return { cards, emailKnown: await findKnownEmailIds(db, user.id, ids) };
}

/** The user's lists, "Favorites" first, then oldest first. */
export async function getLists(ctx: AppContext, user: UserRow): Promise<Lists> {
  const rows = await findListSummaries(ctx.db, user.id);
  return { lists: rows.map(presentListSummary) };
}

/**
 * Creates a list with its first influencers (in the order given), all or nothing.
 * @throws 400 naming `body.influencers` when some ids are not influencers; 409 naming `body.name`
 * when the user already has a list of that name (ignoring case); 402 when the plan's list limit
 * (Favorites aside) or saved-influencer limit is reached.
 */
export function createList(
  ctx: AppContext,
  user: UserRow,
  input: CreateList,
): Promise<ListSummary> {
  const ids = distinctIds(input.influencers ?? []);
  return withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      await assertInfluencersExist(tx, ids, 'body.influencers');
      if (!isFavorites(input.name)) await assertListFits(tx, user);
      await assertSavesFit(tx, user, ids);
      const list = await insertList(tx, user.id, input.name);
      await addListInfluencers(tx, list.id, ids);
      return presentListSummary(await summaryOf(tx, user, list.id));
    }),
  );
}

/** One of the user's lists with its cards in list order. @throws 404 for another user's list. */
export async function getList(ctx: AppContext, user: UserRow, id: string): Promise<ListDetail> {
  ownList(await findList(ctx.db, id), user);
  const summary = await summaryOf(ctx.db, user, id);
  return presentListDetail(summary, await findCards(ctx.db, user, summary.influencerIds));
}

/**
 * Renames one of the user's lists.
 * @throws 404 for another user's list; 409 naming `body.name` when the name is taken.
 */
export function renameList(
  ctx: AppContext,
  user: UserRow,
  id: string,
  name: string,
): Promise<ListSummary> {
  return withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const list = ownList(await findList(tx, id, { forUpdate: true }), user);
      // Favorites is free; renamed into an ordinary list it counts toward the plan.
      if (isFavorites(list.name) && !isFavorites(name)) await assertListFits(tx, user);
      await renameListRow(tx, id, name);
      return presentListSummary(await summaryOf(tx, user, id));
    }),
  );
}

/**
 * Adds or removes influencers, idempotently and all or nothing: an id already in the list keeps
 * its place, an absent one is not removed twice. `updated_at` moves only when something changed.
 * @throws 404 for another user's list; 400 naming `body.addInfluencers` for unknown ids or when
 * the list would pass 5,000 influencers; 402 past the plan's saved-influencer limit.
 */
export function updateListInfluencers(
  ctx: AppContext,
  user: UserRow,
  id: string,
  change: UpdateListInfluencers,
): Promise<ListSummary> {
  return ctx.db.transaction(async (tx) => {
    ownList(await findList(tx, id, { forUpdate: true }), user);
    let changed: number;
    if (change.addInfluencers) {
      const ids = distinctIds(change.addInfluencers);
      await assertInfluencersExist(tx, ids, 'body.addInfluencers');
      await assertSavesFit(tx, user, ids);
      changed = await addListInfluencers(tx, id, ids);
      if (changed > 0 && (await countListInfluencers(tx, id)) > LIST_MAX_INFLUENCERS) {
        throw fieldError(
          'body.addInfluencers',
          `A list holds at most ${LIST_MAX_INFLUENCERS.toLocaleString('en-US')} influencers`,
        );
      }
    } else {
      changed = await removeListInfluencers(tx, id, distinctIds(change.removeInfluencers ?? []));
    }
    if (changed > 0) await touchList(tx, id);
    return presentListSummary(await summaryOf(tx, user, id));
  });
}

/** Deletes one of the user's lists. @throws 404 for another user's list. */
export async function deleteList(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    ownList(await findList(tx, id, { forUpdate: true }), user);
    await deleteListRow(tx, id);
  });
}

/**
 * Every influencer in any of the user's lists, once each, most recently saved first, with the
 * lists holding it, a preview of the user's note and the sales its Shopify codes brought (My
 * Influencers).
 */
export async function getSavedInfluencers(
  ctx: AppContext,
  user: UserRow,
): Promise<SavedInfluencers> {
  const rows = await findSavedInfluencers(ctx.db, user.id);
  const ids = rows.map((r) => r.influencerId);
  const [cards, sales] = await Promise.all([
    findCards(ctx.db, user, ids),
    salesByInfluencer(ctx.db, user.id, ids),
  ]);
  return { query: presentSavedInfluencers(rows, cards, sales) };
}

/** How many lists count toward the plan (all but Favorites). */
export function countListsOnPlan(db: DbOrTx, userId: string): Promise<number> {
  return countPlanLists(db, userId);
}

/** How many distinct influencers the user has saved (the plan's saved-influencer total). */
export function countSavedOnPlan(db: DbOrTx, userId: string): Promise<number> {
  return countSavedInfluencers(db, userId);
}
