import type { SendVia } from '@shared/constants/email';
import type { EmailSender } from '@shared/schemas/email';
import type { EmailSenderRow } from '../../db/schema';
import { gmailFrom, outreachFrom } from './outreach-address';
import { senderPostalAddress } from './postal-address';

/**
 * The user's connected Gmail as a way of sending (social-auth knows it; the app passes it in):
 * its address, the cap of messages per rolling 24 hours, how many Collabify sent through it in
 * the last 24 hours, and when the next may go while at the cap (UTC), else null.
 */
export interface GmailSendingStatus {
  address: string;
  dailyLimit: number;
  sentLast24Hours: number;
  nextSendAt: Date | null;
}

/**
 * The sender as the API answers it; a user without one gets nulls and `verified: false`. `from`
 * is the From header outreach carries: `"<name> via Collabify" <platform address>`, or
 * `"<name>" <gmail address>` when it goes through the connected Gmail. `gmail` is the connected
 * Gmail, whatever `sendVia` says; `postalAddress` the address outreach footers print.
 */
export function presentSender(
  row: EmailSenderRow | null,
  mailFrom: string,
  gmail: GmailSendingStatus | null,
): EmailSender {
  const presentedGmail = gmail && {
    address: gmail.address,
    dailyLimit: gmail.dailyLimit,
    sentLast24Hours: gmail.sentLast24Hours,
    nextSendAt: gmail.nextSendAt?.toISOString() ?? null,
  };
  if (!row) {
    return {
      email: null,
      name: null,
      verified: false,
      from: null,
      sendVia: 'collabify',
      gmail: presentedGmail,
      postalAddress: null,
    };
  }
  const sendVia = row.sendVia as SendVia;
  return {
    email: row.email,
    name: row.name,
    verified: row.verifiedAt !== null,
    from:
      sendVia === 'gmail' && gmail
        ? gmailFrom(row.name, gmail.address)
        : outreachFrom(mailFrom, row.name),
    sendVia,
    gmail: presentedGmail,
    postalAddress: senderPostalAddress(row),
  };
}
