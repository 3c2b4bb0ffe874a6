import type { DbOrTx } from '../../db/client';
import type { CollaborationRow } from '../../db/schema';
import { setCollaborationLink, withUtm } from '../short-links/short-links.service';

/** What `utm_campaign` is named after. */
export interface TrackingNames {
  /** The collaboration's campaign, null without one. */
  campaignName: string | null;
  /** The influencer's handle: `collab-<handle>` names a collaboration without a campaign. */
  username: string;
}

/**
 * Points the collaboration's tracking short link (owned by the advertiser) at `trackingUrl` with
 * utm_source=collabify, utm_medium=influencer and utm_campaign=<campaign name, else
 * collab-<handle>>; UTM parameters the brand already put in the URL are kept as they are. Runs in
 * the caller's transaction.
 */
export function linkTrackingUrl(
  db: DbOrTx,
  collaboration: Pick<CollaborationRow, 'id' | 'advertiserId'>,
  trackingUrl: string,
  names: TrackingNames,
): Promise<void> {
  const url = withUtm(trackingUrl, {
    source: 'collabify',
    medium: 'influencer',
    campaign: names.campaignName ?? `collab-${names.username}`,
  });
  return setCollaborationLink(db, {
    collaborationId: collaboration.id,
    ownerId: collaboration.advertiserId,
    url,
  });
}
