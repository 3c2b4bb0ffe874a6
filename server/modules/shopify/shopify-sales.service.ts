import type { DbOrTx } from '../../db/client';
import { findOrderDays } from './shopify.repository';

/** Orders attributed to some collaborations, per UTC day (`YYYY-MM-DD`) and shop currency. */
export interface OrderDay {
  day: string;
  currencyCode: string;
  orders: number;
  /** Current revenue (after refunds), decimal string. */
  revenue: string;
}

/** The attributed orders of `collaborationIds` per day and currency, oldest day first. */
export function attributedOrderDays(db: DbOrTx, collaborationIds: string[]): Promise<OrderDay[]> {
  return findOrderDays(db, collaborationIds);
}
