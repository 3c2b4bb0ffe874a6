/**
 * The read model of influencer contacts: what other modules' queries may use of the addresses a
 * user writes to (email campaigns pick each recipient's address in SQL), besides the service. The
 * SQL stays in influencer-contacts.repository.ts, which no other module imports.
 */
import * as repository from './influencer-contacts.repository';

/**
 * The address outreach from `userId` to the profile `influencerId` uses, as a SQL expression
 * (lower-case text, or null when none is known): the user's own contact, else the contact email
 * of the account linked to the profile, else the profile's public email. `influencerId` is a
 * column of the outer query (e.g. `list_influencers.influencer_id`) or a value.
 */
export const knownEmailSql = repository.knownEmailSql;

/**
 * Which of the given profiles have an address the user's outreach would use (the `emailKnown`
 * of cards shown to a signed-in user).
 */
export const findKnownEmailIds = repository.findKnownEmailIds;
