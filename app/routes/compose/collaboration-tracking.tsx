import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { TrackingLinkCard } from '@app/features/short-links/components/tracking-link-card';

/**
 * The tracking link part of a collaboration's page: the short address both parties share, its
 * clicks and — for the brand, who owns the link — the clicks by day. Nothing until a tracking
 * URL is set.
 */
export function CollaborationTracking({ collaboration }: { collaboration: CollaborationDetail }) {
  if (!collaboration.trackingShortUrl) return null;
  return (
    <TrackingLinkCard
      shortUrl={collaboration.trackingShortUrl}
      clicks={collaboration.trackingClicks}
      owner={collaboration.viewer === 'advertiser'}
    />
  );
}
