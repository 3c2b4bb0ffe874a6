import type { ChooseGift } from '@shared/schemas/gifts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { CollaborationRow } from '../../db/schema';

/** A proposal's gift, checked and priced by the shop, ready to be stored with the collaboration. */
export interface PreparedProposalGift {
  /** The gift in words for the invitation mail ("Organic Tee – S · retail value 29.00 USD"). */
  summary: string;
  /** Stores the gift of the new collaboration `collaborationId`, in the proposal's transaction. */
  write: (tx: DbOrTx, collaborationId: string, actorUserId: string) => Promise<void>;
}

/**
 * What gifting adds to the collaboration flows: a gift chosen in the proposal, and the order
 * sent on acceptance. The gifts module implements it and app.ts hands it to the collaboration
 * routes; gifts depends on collaborations (access, timeline), so collaborations reaches gifting
 * only through this port, never by import.
 */
export interface CollaborationGifting {
  /**
   * Checks and prices a proposal's gift in the advertiser's shop, before anything is written.
   * @throws 400 naming `body.gift.items.<i>.variantId` (unknown, not on sale, out of stock);
   * 409 no shop connected or its scopes missing; 502/503/429 from Shopify.
   */
  prepareProposalGift: (
    ctx: AppContext,
    advertiserId: string,
    gift: ChooseGift,
  ) => Promise<PreparedProposalGift>;
  /**
   * After an acceptance committed: orders the gift the brand chose to send on acceptance when
   * the creator's address is in (once, however often it is called). Never throws: Shopify's
   * refusal goes on the timeline as a gift failure and the acceptance stands.
   */
  afterAccepted: (ctx: AppContext, collaboration: CollaborationRow) => Promise<void>;
}
