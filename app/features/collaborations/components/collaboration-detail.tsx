import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CollaborationDetail } from '@shared/schemas/collaborations';
import { ActivityTimeline } from './activity-timeline';
import { CollaborationActions } from './collaboration-actions';
import { CollaborationHeader } from './collaboration-header';
import { MessageThread } from './message-thread';
import { PromotionSection } from './promotion-section';
import { ReviewsSection } from './reviews-section';
import { TermsCard } from './terms-card';

/** Props of {@link CollaborationDetailView}. */
export interface CollaborationDetailViewProps {
  collaboration: CollaborationDetail;
  /** Called after the brand deleted the proposal; without it, Delete is not offered. */
  onDeleted?: () => void;
  /** Shown between the terms and the activity (e.g. the Shopify discount code and its sales). */
  aside?: ReactNode;
  /** The gifted products as part of the terms (composed by the page), when there is a gift. */
  giftTerms?: ReactNode;
}

/**
 * One collaboration as its viewer sees it (the signed-in page and the emailed link's page): the
 * header with both parties, the campaign and the viewer's status moves; the thread, published
 * posts and reviews; the terms (with the gift, when the page gives it), the page's `aside` and
 * the activity timeline alongside.
 */
export function CollaborationDetailView({
  collaboration,
  onDeleted,
  aside,
  giftTerms,
}: CollaborationDetailViewProps) {
  return (
    <Stack gap="lg">
      <CollaborationHeader
        collaboration={collaboration}
        actions={<CollaborationActions collaboration={collaboration} onDeleted={onDeleted} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <MessageThread collaboration={collaboration} />
            <PromotionSection collaboration={collaboration} />
            <ReviewsSection collaboration={collaboration} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <TermsCard collaboration={collaboration} gift={giftTerms} />
            {aside}
            <ActivityTimeline
              events={collaboration.events}
              trackingClicks={collaboration.trackingShortUrl ? collaboration.trackingClicks : 0}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
