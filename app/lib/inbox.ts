/**
 * Query key of everything that counts unread messages (the header's Inbox badge). Any feature
 * that marks messages read invalidates it, so the badge follows without waiting for its poll.
 */
export const inboxQueryKey = ['inbox'] as const;
