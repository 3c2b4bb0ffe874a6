import type { EmailCampaign, EmailCampaignReach } from '@shared/schemas/email';
import type { EmailCampaignStatus } from '@shared/constants/email';
import type { Platform } from '@shared/constants/discovery';
import type {
  CampaignCounts,
  CampaignWithList,
  ReachCounts,
  UnreachableRow,
} from './email-campaigns.repository';

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

/** A campaign's reach and the first recipients without an address → the API shape. */
export function presentReach(
  counts: ReachCounts,
  withoutEmail: UnreachableRow[],
): EmailCampaignReach {
  return {
    ...counts,
    withoutEmail: withoutEmail.map((r) => ({
      id: r.id,
      platform: r.platform as Platform,
      username: r.username,
      name: r.name ?? r.username,
      avatarUrl: r.avatarUrl,
    })),
  };
}
