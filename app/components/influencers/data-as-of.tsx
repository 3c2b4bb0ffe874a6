import { Text, Tooltip } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import type { InfluencerCard, MetricName } from '@shared/schemas/influencers';
import { formatMonthYear } from '@app/lib/format';

const LABELS: Record<MetricName, string> = {
  followers: 'Followers',
  posts: 'Posts',
  avgLikes: 'Average likes',
  avgComments: 'Average comments',
  avgViews: 'Average views',
  engagementRate: 'Engagement rate',
};

/**
 * "As of Dec 2022 · HypeAuditor": the date of the followers count and its source. When other
 * metrics shown come from other dates (values are never combined across dates) it says so, and
 * a tooltip lists each metric's month; unverified metrics are named too.
 */
export function DataAsOf({
  influencer,
  ...textProps
}: { influencer: Pick<InfluencerCard, 'asOf' | 'source' | 'unverified'> } & TextProps) {
  const { asOf, source, unverified } = influencer;
  const followersOn = asOf.followers ?? null;
  if (!followersOn && unverified.length === 0) return null;
  const months = Object.entries(asOf).map(
    ([name, on]) => `${LABELS[name as MetricName]}: ${formatMonthYear(on)}`,
  );
  const mixed = new Set(Object.values(asOf).map((on) => formatMonthYear(on))).size > 1;
  const details = [
    ...months,
    ...unverified.map((name) => `${LABELS[name]}: unverified (failed a plausibility check)`),
  ];
  const text =
    `As of ${formatMonthYear(followersOn)}${source ? ` · ${source}` : ''}` +
    (mixed ? ' · mixed dates' : '') +
    (unverified.length > 0 ? ` · ${unverified.length} unverified` : '');
  return (
    <Tooltip label={details.join(' · ')} multiline w={260} withArrow>
      <Text size="xs" c="dimmed" tabIndex={0} style={{ cursor: 'help' }} {...textProps}>
        {text}
      </Text>
    </Tooltip>
  );
}
