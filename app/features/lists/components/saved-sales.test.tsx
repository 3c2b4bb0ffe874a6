import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedInfluencer } from '@shared/schemas/lists';
import { makeCards } from '@app/test/influencer-fixtures';
import { renderWithProviders } from '@app/test/render-with-providers';
import { SavedCardList } from './saved-card-list';
import { SavedTable, type SavedTableProps } from './saved-table';

const [jane, sam] = makeCards(2);
const withSales: SavedInfluencer = {
  card: jane!,
  lists: [],
  addedAt: '2026-05-01T10:00:00.000Z',
  note: null,
  sales: { orders: 12, revenue: '1530.4', currencyCode: 'USD' },
};
const withoutSales: SavedInfluencer = { ...withSales, card: sam!, sales: null };

const props = (items: SavedInfluencer[]): SavedTableProps => ({
  items,
  lists: [],
  selected: new Set(),
  onSelectedChange: () => {},
  profileHref: (id) => `?profile=${id}`,
});

describe('saved influencers’ sales', () => {
  it('adds a Sales column with revenue and orders when an influencer has a code', () => {
    renderWithProviders(<SavedTable {...props([withSales, withoutSales])} />);

    const table = screen.getByRole('table', { name: 'Saved influencers' });
    expect(within(table).getByRole('columnheader', { name: 'Sales' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: new RegExp(`@${jane!.username}`) });
    expect(row).toHaveTextContent('$1,530.40');
    expect(row).toHaveTextContent('12 orders');
    const other = within(table).getByRole('row', { name: new RegExp(`@${sam!.username}`) });
    expect(other).toHaveTextContent('—');
  });

  it('leaves the column out when nobody has a code', () => {
    renderWithProviders(<SavedTable {...props([withoutSales])} />);
    expect(screen.queryByRole('columnheader', { name: 'Sales' })).not.toBeInTheDocument();
  });

  it('shows the sales on a phone’s card', () => {
    renderWithProviders(<SavedCardList {...props([withSales, withoutSales])} />);
    const cards = within(screen.getByRole('list', { name: 'Saved influencers' })).getAllByRole(
      'listitem',
    );
    expect(cards[0]).toHaveTextContent('$1,530.40 · 12 orders');
    expect(cards[1]).not.toHaveTextContent('orders');
  });
});
