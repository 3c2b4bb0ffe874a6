import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ListSummary, SavedInfluencer } from '@shared/schemas/lists';

/** How My Influencers sorts: newest saved first (default), name, followers or engagement rate. */
export const SAVED_SORTS = ['added', 'name', 'followers', 'engagementRate'] as const;
export type SavedSort = (typeof SAVED_SORTS)[number];

/** What My Influencers shows: one list (or all, null), a search text and a sort. */
export interface SavedView {
  listId: string | null;
  search: string;
  sort: SavedSort;
}

const nameOf = (s: SavedInfluencer) => (s.card.name?.trim() || s.card.username).toLowerCase();

/** Descending by a nullable number; unknown values last. */
const byNumber =
  (value: (s: SavedInfluencer) => number | null) => (a: SavedInfluencer, b: SavedInfluencer) =>
    (value(b) ?? Number.NEGATIVE_INFINITY) - (value(a) ?? Number.NEGATIVE_INFINITY);

const COMPARE: Record<SavedSort, (a: SavedInfluencer, b: SavedInfluencer) => number> = {
  added: (a, b) => b.addedAt.localeCompare(a.addedAt),
  name: (a, b) => nameOf(a).localeCompare(nameOf(b)),
  followers: byNumber((s) => s.card.followers),
  engagementRate: byNumber((s) => s.card.engagementRate),
};

/**
 * The saved influencers in view: those in the chosen list, whose name, handle or note contains
 * the search text (case-insensitive), in the chosen order (ties by handle, so the order is stable).
 */
export function savedInView(items: SavedInfluencer[], view: SavedView): SavedInfluencer[] {
  const needle = view.search.trim().toLowerCase();
  return items
    .filter((s) => view.listId === null || s.lists.includes(view.listId))
    .filter(
      (s) =>
        !needle ||
        [s.card.name ?? '', s.card.username, s.note ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => COMPARE[view.sort](a, b) || a.card.username.localeCompare(b.card.username));
}

/**
 * A CSV of saved influencers (RFC 4180, via csv-stringify): one row each with the card's numbers
 * (engagement rate in percent), its lists by name, the note preview and when it was saved (UTC).
 */
export function savedToCsv(items: SavedInfluencer[], lists: ListSummary[]): string {
  const listName = new Map(lists.map((l) => [l.id, l.name]));
  return stringify(
    items.map((s) => [
      s.card.platform,
      s.card.username,
      s.card.name ?? '',
      s.card.email ?? '',
      s.card.country ?? s.card.audienceCountry ?? '',
      s.card.language ?? '',
      s.card.categories.join('; '),
      s.card.followers ?? '',
      s.card.engagementRate ?? '',
      s.card.avgViews ?? '',
      s.card.avgLikes ?? '',
      s.card.posts ?? '',
      s.lists
        .map((id) => listName.get(id) ?? '')
        .filter(Boolean)
        .join('; '),
      s.note ?? '',
      s.addedAt,
    ]),
    {
      header: true,
      columns: [
        'platform',
        'handle',
        'name',
        'email',
        'country',
        'language',
        'categories',
        'followers',
        'engagement_rate_percent',
        'average_views',
        'average_likes',
        'publications',
        'lists',
        'note',
        'saved_at',
      ],
    },
  );
}
