/**
 * The read model of outgoing emails: what other modules' queries (single mails, campaign
 * recipients) may use of them besides the service. The SQL stays in delivery.repository.ts,
 * which no other module imports.
 */
import * as repository from './delivery.repository';

export type { EmailMessageWithInfluencer } from './email-message.presenter';

/** Emails with the profile each went to (null once gone), for the caller to narrow and page. */
export const selectMessagesWithInfluencer = repository.selectMessagesWithInfluencer;
