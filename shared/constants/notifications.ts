/**
 * What Collabify notifies a user about (issue 33): each kind is an event of the other party or of
 * the system that needs the user, shown in the bell and, when their preference says so, emailed.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'collaboration_message',
  'proposal_received',
  'proposal_accepted',
  'proposal_declined',
  'proposal_withdrawn',
  'terms_changed',
  'content_submitted',
  'collaboration_completed',
  'collaboration_cancelled',
  'review_received',
  'campaign_interest',
  'email_campaign_finished',
  'email_campaign_paused',
  'order_attributed',
  'payment_failed',
  'data_refresh_done',
] as const;
/** One of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who a kind concerns: the settings page shows a brand's kinds to brands, a creator's to creators. */
export type NotificationAudience = 'brands' | 'creators' | 'everyone';

/** How a kind reads on the settings page, and its defaults. */
export interface NotificationKindInfo {
  /** Settings label ("New messages"). */
  label: string;
  /** When it is sent, one sentence. */
  description: string;
  audience: NotificationAudience;
  /** Whether it is emailed unless the user turns it off (every kind shows in the app by default). */
  emailByDefault: boolean;
}

/**
 * Every kind's label, audience and email default. Sensible defaults (issue 33): everything in the
 * app; email for proposals, acceptances, submitted content and messages (messages batched after a
 * quiet period), and for what stops by itself until the user acts: a failed plan payment, an email
 * campaign that paused itself.
 */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  message: {
    label: 'New direct messages',
    description: 'Someone writes to you in Messages.',
    audience: 'everyone',
    emailByDefault: true,
  },
  collaboration_message: {
    label: 'New collaboration messages',
    description: 'The other party writes in a collaboration’s thread.',
    audience: 'everyone',
    emailByDefault: true,
  },
  proposal_received: {
    label: 'Collaboration proposals',
    description: 'A brand proposes a collaboration to you.',
    audience: 'creators',
    emailByDefault: true,
  },
  proposal_accepted: {
    label: 'Proposals accepted',
    description: 'An influencer accepts your proposal.',
    audience: 'brands',
    emailByDefault: true,
  },
  proposal_declined: {
    label: 'Proposals declined',
    description: 'An influencer declines your proposal.',
    audience: 'brands',
    emailByDefault: false,
  },
  proposal_withdrawn: {
    label: 'Proposals withdrawn',
    description: 'A brand withdraws its proposal to you.',
    audience: 'creators',
    emailByDefault: false,
  },
  terms_changed: {
    label: 'Terms changed',
    description: 'A brand changes the terms of a collaboration with you.',
    audience: 'creators',
    emailByDefault: false,
  },
  content_submitted: {
    label: 'Content submitted',
    description: 'An influencer submits published posts for a collaboration.',
    audience: 'brands',
    emailByDefault: true,
  },
  collaboration_completed: {
    label: 'Collaborations completed',
    description: 'A brand marks your collaboration completed.',
    audience: 'creators',
    emailByDefault: false,
  },
  collaboration_cancelled: {
    label: 'Collaborations cancelled',
    description: 'The other party cancels a collaboration.',
    audience: 'everyone',
    emailByDefault: false,
  },
  review_received: {
    label: 'Reviews',
    description: 'The other party reviews you after a collaboration.',
    audience: 'everyone',
    emailByDefault: false,
  },
  campaign_interest: {
    label: 'Interest in your campaigns',
    description: 'An influencer marks interest in one of your campaigns.',
    audience: 'brands',
    emailByDefault: false,
  },
  email_campaign_finished: {
    label: 'Email campaigns sent',
    description: 'One of your email campaigns has reached every recipient.',
    audience: 'brands',
    emailByDefault: false,
  },
  email_campaign_paused: {
    label: 'Email campaigns paused',
    description: 'An email campaign paused itself after failed sends in a row.',
    audience: 'brands',
    emailByDefault: true,
  },
  order_attributed: {
    label: 'Orders with a discount code',
    description: 'An order in your shop used a collaboration’s discount code.',
    audience: 'brands',
    emailByDefault: false,
  },
  payment_failed: {
    label: 'Failed plan payments',
    description: 'Your plan’s payment failed.',
    audience: 'brands',
    emailByDefault: true,
  },
  data_refresh_done: {
    label: 'Data refreshes',
    description: 'A data refresh you asked for is done.',
    audience: 'everyone',
    emailByDefault: false,
  },
};

/** Notifications one page of `GET /api/notifications` returns at most. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
