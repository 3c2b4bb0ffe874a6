import type { EmailSenderRow, UserRow } from '../../db/schema';
import { conflict, forbidden } from '../../errors';
import { actsAsBrand } from '@shared/constants/roles';

/** Outreach is for brands: advertisers and admins. @throws 403 for influencer-only accounts. */
export function assertCanSendOutreach(user: UserRow): void {
  if (!actsAsBrand(user.roles)) throw forbidden('Only advertiser accounts send outreach email.');
}

/**
 * The user's sender, when its address is verified (outreach is refused before).
 * @throws 409 "Verify your sender address first" otherwise.
 */
export function verifiedSender(sender: EmailSenderRow | null): EmailSenderRow {
  if (!sender?.verifiedAt) throw conflict('Verify your sender address first');
  return sender;
}
