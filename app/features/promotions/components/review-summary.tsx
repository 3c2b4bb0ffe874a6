import { Group, Paper, Rating, Stack, Text } from '@mantine/core';
import type { ReviewSummary as ReviewSummaryData } from '@shared/schemas/reviews';
import { formatDate } from '@app/lib/format';
import { useReviewSummary, type ReviewSubject } from '../api/get-review-summary';
import { QuerySection } from './query-section';

/** How many of the newest reviews are shown. */
const RECENT_SHOWN = 3;

/** Props of {@link ReviewSummary}. */
export interface ReviewSummaryProps {
  /** Whose reviews: an influencer profile or an advertiser. */
  subject: ReviewSubject;
  /** The heading level: 3 inside the profile drawer (default), 2 on a page. */
  order?: 2 | 3;
}

/** "4.7 · 12 reviews" (one decimal; "1 review"). */
function reviewCountText(average: number, count: number): string {
  return `${average.toFixed(1)} · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

type RecentReview = ReviewSummaryData['recent'][number];

function ReviewItem({ review }: { review: RecentReview }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`Review by ${review.by}`}>
      <Group gap="xs" wrap="nowrap">
        <Rating
          value={review.rating}
          readOnly
          size="xs"
          role="img"
          aria-label={`${review.rating} out of 5`}
        />
        <Text size="sm" fw={600} truncate="end">
          {review.by}
        </Text>
        <Text size="xs" c="dimmed" ml="auto" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(review.createdAt)}
        </Text>
      </Group>
      {review.text && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
      )}
    </Paper>
  );
}

function Summary({ summary }: { summary: ReviewSummaryData }) {
  if (summary.count === 0 || summary.average === null)
    return (
      <Text size="sm" c="dimmed">
        No reviews yet.
      </Text>
    );
  const average = summary.average;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Rating
          value={average}
          fractions={10}
          readOnly
          role="img"
          aria-label={`Rated ${average.toFixed(1)} out of 5`}
        />
        <Text fw={600}>{reviewCountText(average, summary.count)}</Text>
      </Group>
      {summary.recent.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {summary.recent.slice(0, RECENT_SHOWN).map((review) => (
            <ReviewItem key={`${review.by}-${review.createdAt}`} review={review} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * "Reviews" left after completed collaborations: the average as stars (with fractions) and
 * "4.7 · 12 reviews", then the three newest with stars, reviewer, date and text. A quiet line
 * when there are none.
 */
export function ReviewSummary({ subject, order = 3 }: ReviewSummaryProps) {
  const query = useReviewSummary(subject);
  return (
    <QuerySection
      title="Reviews"
      order={order}
      query={query}
      errorTitle="We couldn't load the reviews"
    >
      {(summary) => <Summary summary={summary} />}
    </QuerySection>
  );
}
