import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/browser/esm/sync';
import type { ListSummary, SavedInfluencer } from '@shared/schemas/lists';
import { makeCard } from '@app/test/influencer-fixtures';
import { savedInView, savedToCsv } from './saved-view';

const saved = (
  over: Partial<SavedInfluencer> & { handle: string; followers?: number | null },
): SavedInfluencer => ({
  card: makeCard({
    id: over.handle,
    username: over.handle,
    name: null,
    followers: over.followers ?? null,
  }),
  lists: over.lists ?? ['a'],
  addedAt: over.addedAt ?? '2026-01-01T00:00:00.000Z',
  note: over.note ?? null,
  sales: over.sales ?? null,
});

const items: SavedInfluencer[] = [
  saved({ handle: 'zed', followers: 10, lists: ['a'], addedAt: '2026-03-01T00:00:00.000Z' }),
  saved({ handle: 'amy', followers: null, lists: ['b'], note: 'Loves running, "fast"' }),
  saved({ handle: 'bob', followers: 500, lists: ['a', 'b'], addedAt: '2026-02-01T00:00:00.000Z' }),
];

describe('savedInView', () => {
  it('keeps the chosen list and sorts newest saved first', () => {
    const view = savedInView(items, { listId: 'a', search: '', sort: 'added' });
    expect(view.map((s) => s.card.username)).toEqual(['zed', 'bob']);
  });

  it('searches name, handle and note, ignoring case', () => {
    const view = savedInView(items, { listId: null, search: 'RUNNING', sort: 'added' });
    expect(view.map((s) => s.card.username)).toEqual(['amy']);
  });

  it('sorts by followers with unknown last', () => {
    const view = savedInView(items, { listId: null, search: '', sort: 'followers' });
    expect(view.map((s) => s.card.username)).toEqual(['bob', 'zed', 'amy']);
  });
});

describe('savedToCsv', () => {
  it('writes a header and one quoted-safe row per influencer with list names', () => {
    const lists = [
      { id: 'a', name: 'Favorites' },
      { id: 'b', name: 'Summer, 2026' },
    ] as ListSummary[];
    const rows = parse(savedToCsv(items, lists), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      handle: 'amy',
      lists: 'Summer, 2026',
      note: 'Loves running, "fast"',
      followers: '',
    });
    expect(rows[2]!.lists).toBe('Favorites; Summer, 2026');
  });
});
