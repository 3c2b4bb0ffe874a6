import { Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import type { InfluencerCard } from '@shared/schemas/influencers';
import type { InfluencerPick, NearPick } from '@shared/schemas/picks';
import { MetricValue } from '@app/components/influencers/metric-value';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { RowCard, RowCardLink } from '@app/components/ui/row-card';

/** Props of {@link PickList}. */
export interface PickListProps {
  /** The picks, best first, as the API answers them; a near pick also says what it misses. */
  picks: (InfluencerPick | NearPick)[];
  /** Where a pick's name leads (its profile). */
  cardHref: (card: InfluencerCard) => To;
  /** Router state passed with each link (e.g. so closing the profile can go back). */
  linkState?: unknown;
  /** Buttons per pick (favorite, save to list), composed by the page. */
  renderActions?: (card: InfluencerCard) => ReactNode;
}

/** The badge colour of a 0–100 match score. */
function scoreColor(score: number): string {
  if (score >= 75) return 'teal';
  if (score >= 50) return 'brand';
  return 'gray';
}

/**
 * Ranked suggestions as compact rows, each opening the profile: avatar (initials when missing),
 * name, platform and @handle, followers and engagement rate, the match score ("87 match") and
 * the reasons it was picked as small badges, and for a near pick what it misses ("Misses: in
 * Austria"). Each pick is an `article` named by its @handle, with
 * its handle, platform and score in data attributes.
 */
export function PickList({ picks, cardHref, linkState, renderActions }: PickListProps) {
  return (
    <Stack gap="xs">
      {picks.map((pick) => (
        <PickRow
          key={pick.card.id}
          pick={pick}
          to={cardHref(pick.card)}
          linkState={linkState}
          actions={renderActions?.(pick.card)}
        />
      ))}
    </Stack>
  );
}

function PickRow({
  pick,
  to,
  linkState,
  actions,
}: {
  pick: InfluencerPick | NearPick;
  to: To;
  linkState: unknown;
  actions: ReactNode;
}) {
  const { card, reasons } = pick;
  const handle = `@${card.username}`;
  const displayName = card.name?.trim() || handle;
  const score = Math.round(pick.score);

  return (
    <RowCard
      label={handle}
      data-handle={card.username}
      data-platform={card.platform}
      data-score={score}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <InfluencerAvatar src={card.avatarUrl} name={displayName} size={40} />
        <Box miw={0} style={{ flex: 1 }}>
          <Group gap="xs" align="flex-start" justify="space-between">
            <Box miw={0} style={{ flex: '1 1 10rem' }}>
              <RowCardLink to={to} state={linkState} fw={700} c="inherit">
                {displayName}
              </RowCardLink>
              <Group gap={4} wrap="nowrap">
                <PlatformIcon platform={card.platform} size={18} />
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {handle}
                </Text>
              </Group>
            </Box>
            <Group gap={4} wrap="nowrap">
              <Tooltip label="How well this profile matches, out of 100" withArrow>
                <Badge variant="light" color={scoreColor(score)} tt="none">
                  {score} match
                </Badge>
              </Tooltip>
              {actions}
            </Group>
          </Group>
          <Group gap="md" mt={4}>
            <Text size="sm">
              <MetricValue value={card.followers} fw={600} />{' '}
              <Text span c="dimmed" inherit>
                followers
              </Text>
            </Text>
            <Text size="sm">
              <MetricValue value={card.engagementRate} kind="percent" fw={600} />{' '}
              <Text span c="dimmed" inherit>
                engagement
              </Text>
            </Text>
          </Group>
          {'unmet' in pick && (
            <Text size="sm" c="orange.9" mt={6}>
              Misses: {pick.unmet.join('; ')}
            </Text>
          )}
          {reasons.length > 0 && (
            <Group
              component="ul"
              aria-label="Why it matches"
              gap={4}
              mt={6}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {reasons.map((reason) => (
                <Badge
                  key={reason}
                  component="li"
                  variant="outline"
                  color="gray"
                  size="sm"
                  radius="sm"
                  tt="none"
                  fw={500}
                >
                  {reason}
                </Badge>
              ))}
            </Group>
          )}
        </Box>
      </Group>
    </RowCard>
  );
}
