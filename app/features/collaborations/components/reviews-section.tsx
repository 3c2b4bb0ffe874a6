import { Card, Divider, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CollaborationDetail, Review } from '@shared/schemas/collaborations';
import { formatDate } from '@app/lib/format';
import { brandName } from '../lib/collaboration-status';
import { ReviewForm } from './review-form';

function GivenReview({ title, review }: { title: string; review: Review }) {
  return (
    <Stack gap={4} component="article" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Group gap="xs">
        <Rating value={review.rating} readOnly size="sm" aria-hidden />
        <Text size="sm" fw={600}>
          {review.rating} out of 5
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(review.createdAt)}
        </Text>
      </Group>
      {review.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {review.text}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Reviews (a `region`), once the collaboration is completed: the viewer's review of the other
 * party (the form until given, once) and the other party's review of the viewer when given.
 */
export function ReviewsSection({ collaboration }: { collaboration: CollaborationDetail }) {
  const titleId = useId();
  const brand = collaboration.viewer === 'advertiser';
  const mine = brand ? collaboration.reviewForInfluencer : collaboration.reviewForAdvertiser;
  const theirs = brand ? collaboration.reviewForAdvertiser : collaboration.reviewForInfluencer;
  const completed = collaboration.status === 'completed';
  if (!completed && !mine && !theirs) return null;
  const other = brand
    ? `@${collaboration.influencer.username}`
    : brandName(collaboration.advertiser);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb="sm">
        Reviews
      </Title>
      <Stack gap="md">
        {mine ? (
          <GivenReview title={`Your review of ${other}`} review={mine} />
        ) : (
          completed &&
          collaboration.viewerVerified && (
            <ReviewForm
              collaborationId={collaboration.id}
              reviewer={collaboration.viewer}
              subject={other}
            />
          )
        )}
        <Divider />
        {theirs ? (
          <GivenReview title={`${other}’s review of you`} review={theirs} />
        ) : (
          <Text size="sm" c="dimmed">
            {other} has not left a review yet.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
