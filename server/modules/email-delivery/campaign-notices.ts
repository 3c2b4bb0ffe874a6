import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { notify } from '../notifications/notifications.service';
import * as repo from './delivery.repository';

/** The app path of an email campaign (where its notifications link). */
const campaignLink = (campaignId: string) => `/email/campaign/${campaignId}`;

/** Notifies a campaign's owner of what happened to it, in `tx`. */
async function notifyOwner(
  jobs: JobQueue,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  campaignId: string,
  kind: 'email_campaign_finished' | 'email_campaign_paused',
  what: (name: string) => string,
  body: string | null,
) {
  const owner = await repo.findCampaignOwner(tx, campaignId);
  if (!owner) return;
  await notify({ jobs }, tx, {
    userId: owner.userId,
    kind,
    actorUserId: null,
    title: what(owner.name),
    body,
    link: campaignLink(campaignId),
    place: `email-campaign:${campaignId}`,
  });
}

/**
 * Turns a sending campaign with nothing left into `sent` (repo.finishCampaign) and, in the same
 * transaction, notifies its owner; whether it finished now.
 */
export function finishCampaign(db: Db, jobs: JobQueue, campaignId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await repo.finishCampaign(tx, campaignId))) return false;
    await notifyOwner(
      jobs,
      tx,
      campaignId,
      'email_campaign_finished',
      (n) => `“${n}” is sent`,
      null,
    );
    return true;
  });
}

/**
 * Pauses a sending campaign on the sender's own initiative (repo.autoPauseCampaign) and, in the
 * same transaction, tells its owner why.
 */
export async function autoPauseCampaign(
  db: Db,
  jobs: JobQueue,
  campaignId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.autoPauseCampaign(tx, campaignId, reason))) return;
    await notifyOwner(
      jobs,
      tx,
      campaignId,
      'email_campaign_paused',
      (n) => `“${n}” paused itself`,
      reason,
    );
  });
}
