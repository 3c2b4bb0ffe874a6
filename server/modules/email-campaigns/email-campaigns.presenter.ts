import type { CampaignRecipients, EmailCampaign } from '@shared/schemas/email';
import type {
  EmailCampaignStatus,
  EmailMessageStatus,
  EmailSkipReason,
} from '@shared/constants/email';
import type { Platform } from '@shared/constants/discovery';
import type { EmailMessageRow } from '../../db/schema';
import type { CampaignCounts, CampaignWithList } from './email-campaigns.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A campaign row and its counts → the API shape. */
export function presentCampaign(row: CampaignWithList, counts: CampaignCounts): EmailCampaign {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    templateId: row.templateId,
    listId: row.listId,
    listName: row.listName,
    influencerIds: row.influencerIds,
    discountCode: row.discountCode,
    trackOpens: row.trackOpens,
    trackClicks: row.trackClicks,
    status: row.status as EmailCampaignStatus,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    pausedReason: row.pausedReason,
    counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A recipient row (with its profile, when it still exists) → the API shape. */
export function presentRecipient(row: {
  message: EmailMessageRow;
  influencer: { id: string; platform: string; username: string; name: string | null } | null;
}): CampaignRecipients['query'][number] {
  const m = row.message;
  return {
    id: m.id,
    influencer: row.influencer && {
      id: row.influencer.id,
      platform: row.influencer.platform as Platform,
      username: row.influencer.username,
      name: row.influencer.name ?? row.influencer.username,
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
