import type { DbOrTx } from '../../db/client';
import { insertEvent } from './collaborations.repository';

/**
 * Puts an event on a collaboration's timeline for another module (gifts: "Gift ordered #1042",
 * "Shipped with UPS, tracking …"), in the caller's transaction. `actorUserId` is null for what
 * Shopify reports.
 */
export async function recordCollaborationEvent(
  db: DbOrTx,
  event: Parameters<typeof insertEvent>[1],
): Promise<void> {
  await insertEvent(db, event);
}
