import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconHeart, IconMessageCircle, type Icon } from '@tabler/icons-react';
import type { Promotion } from '@shared/schemas/promotions';
import { MetricValue } from '@app/components/influencers/metric-value';
import { PlatformIcon, platformLabel } from '@app/components/influencers/platform-icon';
import { externalUrl, formatDate } from '@app/lib/format';
import { useInfluencerPromotions } from '../api/get-influencer-promotions';
import { QuerySection } from './query-section';
import { ExternalLink } from '@app/components/ui/external-link';

/** Props of {@link PastPromotions}. */
export interface PastPromotionsProps {
  influencerId: string;
  /** The heading level: 3 inside the profile drawer (default), 2 on a page. */
  order?: 2 | 3;
}

const METRICS: { key: 'likes' | 'comments' | 'views'; label: string; icon: Icon }[] = [
  { key: 'likes', label: 'likes', icon: IconHeart },
  { key: 'comments', label: 'comments', icon: IconMessageCircle },
  { key: 'views', label: 'views', icon: IconEye },
];

/** The brand a post promoted: its company, else the advertiser's name; null for an own post. */
const brandOf = (promotion: Promotion) =>
  promotion.advertiser ? promotion.advertiser.company || promotion.advertiser.name : null;

function PromotionRow({ promotion }: { promotion: Promotion }) {
  const brand = brandOf(promotion);
  const href = externalUrl(promotion.url);
  const date = formatDate(promotion.publishedOn);
  const metrics = METRICS.filter((m) => promotion[m.key] !== null);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`${brand ?? 'Post'}, ${date}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PlatformIcon platform={promotion.platform} size={28} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} truncate="end">
              {brand ? `For ${brand}` : 'Own post'}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {date}
            </Text>
          </Group>
          {metrics.length > 0 && (
            <Group gap="md">
              {metrics.map(({ key, label, icon: MetricIcon }) => (
                <Group key={key} gap={4} wrap="nowrap">
                  <MetricIcon size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text size="sm">
                    <MetricValue value={promotion[key]} fw={600} />{' '}
                    <Text span c="dimmed" inherit>
                      {label}
                    </Text>
                  </Text>
                </Group>
              ))}
            </Group>
          )}
          {href && (
            <ExternalLink href={href} withIcon w="fit-content">
              View on {platformLabel(promotion.platform)}
            </ExternalLink>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * "Past promotions": the profile's published posts for brands, newest first, each with its
 * platform, brand, date, likes, comments and views (those known) and a link to the post in a
 * new tab. A quiet line when there are none.
 */
export function PastPromotions({ influencerId, order = 3 }: PastPromotionsProps) {
  const query = useInfluencerPromotions(influencerId);
  return (
    <QuerySection
      title="Past promotions"
      order={order}
      query={query}
      errorTitle="We couldn't load the past promotions"
    >
      {({ query: promotions }) =>
        promotions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No published promotions yet.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {promotions.map((promotion) => (
              <PromotionRow key={promotion.id} promotion={promotion} />
            ))}
          </Stack>
        )
      }
    </QuerySection>
  );
}
