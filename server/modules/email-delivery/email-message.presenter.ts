import type { Platform } from '@shared/constants/discovery';
import type { EmailMessageStatus, EmailSkipReason } from '@shared/constants/email';
import type { CampaignRecipients } from '@shared/schemas/email';
import type { EmailMessageRow } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An `email_messages` row with the profile it went to (null once the profile is gone). */
export interface EmailMessageWithInfluencer {
  message: EmailMessageRow;
  influencer: { id: string; platform: string; username: string; name: string | null } | null;
}

/** One outgoing email's delivery state (a campaign recipient or a single mail) → the API shape; UTC times. */
export function presentEmailMessage(
  row: EmailMessageWithInfluencer,
): CampaignRecipients['query'][number] {
  const m = row.message;
  return {
    id: m.id,
    influencer: row.influencer && {
      id: row.influencer.id,
      platform: row.influencer.platform as Platform,
      username: row.influencer.username,
      name: row.influencer.name?.trim() || row.influencer.username,
    },
    email: m.email,
    status: m.status as EmailMessageStatus,
    skipReason: m.skipReason as EmailSkipReason | null,
    attempts: m.attempts,
    lastError: m.lastError,
    sentAt: iso(m.sentAt),
    failedAt: iso(m.failedAt),
    openCount: m.openCount,
    clickCount: m.clickCount,
    createdAt: m.createdAt.toISOString(),
  };
}
