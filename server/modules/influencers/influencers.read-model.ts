/**
 * The read model of influencer profiles: what other modules may use to read cards in their own
 * queries and lookups (lists, picks, campaigns), besides the service. The SQL stays in
 * influencers.repository.ts, which no other module imports.
 */
import * as repository from './influencers.repository';

/** The columns of a discovery card: select them (alone or with more) to present `CardRow`s. */
export const cardColumns = repository.cardColumns;

/** A row with the card columns, as `presentCard` takes it. */
export type CardRow = repository.CardRow;

/** Those of these ids that are influencer profiles (removed ones too). */
export const findExistingIds = repository.findExistingIds;

/** Cards for these ids (any order; the caller orders them). */
export const findCardsByIds = repository.findCardsByIds;
