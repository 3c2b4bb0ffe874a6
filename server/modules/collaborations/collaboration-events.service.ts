import type { CollaborationEventKind, CollaborationParty } from '@shared/constants/collaborations';
import type { DbOrTx } from '../../db/client';
import { insertEvent } from './collaborations.repository';

/**
 * Puts an event on a collaboration's timeline for another module (gifts: "Gift ordered #1042",
 * "Shipped with UPS, tracking …"), in the caller's transaction. `actorUserId` is null for what
 * Shopify reports.
 */
export async function recordCollaborationEvent(
  db: DbOrTx,
  event: {
    collaborationId: string;
    kind: CollaborationEventKind;
    actor: CollaborationParty;
    actorUserId: string | null;
    body: string | null;
  },
): Promise<void> {
  await insertEvent(db, event);
}
