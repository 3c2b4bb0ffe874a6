import type { InfluencerCard } from '@shared/schemas/influencers';
import type { ListDetail, ListSummary, SavedInfluencer } from '@shared/schemas/lists';
import type { Sales } from '@shared/schemas/shopify';
import type { CardRow } from '../influencers/influencers.read-model';
import { presentCard } from '../influencers/influencers.presenter';
import type { ListSummaryRow, SavedInfluencerRow } from './lists.repository';

/** A list with its influencer ids in list order. */
export function presentListSummary(row: ListSummaryRow): ListSummary {
  return {
    id: row.id,
    name: row.name,
    influencers: row.influencerIds,
    count: row.influencerIds.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The card rows of a list's influencers, and the ids of those with an address the user knows. */
export interface SavedCards {
  cards: CardRow[];
  emailKnown: Set<string>;
}

/**
 * Presents cards by influencer id: undefined for an id without a card. Signed-in users see emails
 * and whether their outreach has an address for each profile.
 */
function cardsById({ cards, emailKnown }: SavedCards): (id: string) => InfluencerCard | undefined {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return (id) => {
    const card = byId.get(id);
    return card && presentCard(card, { hideEmail: false, emailKnown: emailKnown.has(id) });
  };
}

/** A list with the cards of its influencers, in list order. */
export function presentListDetail(row: ListSummaryRow, cards: SavedCards): ListDetail {
  const cardOf = cardsById(cards);
  return {
    ...presentListSummary(row),
    cards: row.influencerIds.flatMap((id) => cardOf(id) ?? []),
  };
}

/** The saved influencers with their cards and Shopify sales, in the rows' order. */
export function presentSavedInfluencers(
  rows: SavedInfluencerRow[],
  cards: SavedCards,
  sales: Map<string, Sales>,
): SavedInfluencer[] {
  const cardOf = cardsById(cards);
  return rows.flatMap((row) => {
    const card = cardOf(row.influencerId);
    if (!card) return [];
    return [
      {
        card,
        lists: row.listIds,
        addedAt: row.addedAt.toISOString(),
        note: row.notePreview,
        sales: sales.get(row.influencerId) ?? null,
      },
    ];
  });
}
