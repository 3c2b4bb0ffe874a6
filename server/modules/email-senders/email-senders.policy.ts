import type { EmailSenderRow, UserRow } from '../../db/schema';
import { conflict, forbidden } from '../../errors';
import { actsAsBrand } from '@shared/constants/roles';
import { senderPostalAddress } from './postal-address';

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

/** The sentence of the 409 when a campaign would start without the sender's postal address. */
export const POSTAL_ADDRESS_REQUIRED =
  'Add your postal address in sender settings first: the law (CAN-SPAM) requires it in every outreach email';

/**
 * The user's sender, when it is verified and has a postal address: what an email campaign needs
 * to start. @throws 409 "Verify your sender address first"; 409 {@link POSTAL_ADDRESS_REQUIRED}
 * naming `sender.postalAddress`.
 */
export function campaignReadySender(sender: EmailSenderRow | null): EmailSenderRow {
  const verified = verifiedSender(sender);
  if (!senderPostalAddress(verified)) {
    throw conflict(POSTAL_ADDRESS_REQUIRED, [
      { path: 'sender.postalAddress', message: POSTAL_ADDRESS_REQUIRED },
    ]);
  }
  return verified;
}
