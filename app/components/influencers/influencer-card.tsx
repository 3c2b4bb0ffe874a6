import {
  Badge,
  Box,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconLanguage, IconMapPin, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { Link } from 'react-router';
import type { InfluencerCard as InfluencerCardData } from '@shared/schemas/influencers';
import { categoryLabel, handleText, languageName, MISSING } from '@app/lib/format';
import { DataAsOf } from './data-as-of';
import { EmailKnownIndicator } from './email-known-indicator';
import { ENGAGEMENT_LABELS } from './engagement-label';
import { MetricValue } from './metric-value';
import { PlatformIcon } from './platform-icon';
import classes from './influencer-card.module.css';
import { InfluencerAvatar } from './influencer-avatar';
import { Location } from './location';
import { AccountTypeBadge } from './account-type-badge';
import { VerifiedByCreatorBadge } from './verified-by-creator-badge';

/** Props of {@link InfluencerCard}. */
export interface InfluencerCardProps {
  influencer: InfluencerCardData;
  /** Where the card leads (its profile); the whole card is the link. */
  to: To;
  /** Router state passed with the link (e.g. so closing the profile can go back). */
  linkState?: unknown;
  /** Extra content under the metrics, e.g. follower growth on the home page. */
  footer?: ReactNode;
  /** Buttons at the top right, above the card's link (e.g. favorite and save to list). */
  actions?: ReactNode;
}

const MAX_BADGES = 3;

/** The raw numbers of a card as data attributes, for tests and tools reading the page. */
function dataAttributes(influencer: InfluencerCardData): Record<string, string> {
  const attributes: Record<string, string> = {
    'data-platform': influencer.platform,
    'data-handle': influencer.username,
  };
  const add = (name: string, value: string | number | null) => {
    if (value !== null) attributes[name] = String(value);
  };
  add('data-country', influencer.country);
  add('data-audience-country', influencer.audienceCountry);
  add('data-language', influencer.language);
  add('data-followers', influencer.followers);
  add('data-engagement-rate', influencer.engagementRate);
  add('data-engagement-basis', influencer.engagementRateBasis);
  add('data-avg-views', influencer.avgViews);
  add('data-avg-likes', influencer.avgLikes);
  add('data-posts', influencer.posts);
  if (influencer.categories.length > 0)
    attributes['data-categories'] = influencer.categories.join(',');
  return attributes;
}

/**
 * One influencer in a grid (PRODUCT §3 card): avatar (initials when missing), name, @handle,
 * platform, verified badge, "Verified by creator" when the creator signed in with the platform,
 * country and language, categories, followers, engagement rate, average
 * views (YouTube; TikTok when known) or likes (Instagram; TikTok otherwise), posts and whether an
 * email is known, and the month and source of its numbers ({@link DataAsOf}). An `article` named
 * by the @handle (the name when only a display name is on record), with the raw numbers in data
 * attributes.
 */
export function InfluencerCard({
  influencer,
  to,
  linkState,
  footer,
  actions,
}: InfluencerCardProps) {
  const handle = handleText(influencer);
  const displayName = influencer.name?.trim() || handle || influencer.username;
  // YouTube and TikTok are watched: average views, or on TikTok likes when views are unknown.
  const showsViews =
    influencer.platform === 'youtube' ||
    (influencer.platform === 'tiktok' && influencer.avgViews !== null);
  const extraCategories = influencer.categories.length - MAX_BADGES;

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-label={handle ?? displayName}
      {...dataAttributes(influencer)}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <InfluencerAvatar src={influencer.avatarUrl} name={displayName} size={52} />
        <Box miw={0} style={{ flex: 1 }}>
          <Group gap={4} wrap="nowrap">
            <Text
              component={Link}
              to={to}
              state={linkState}
              fw={700}
              truncate="end"
              className={classes.stretched}
            >
              {displayName}
            </Text>
            {influencer.verified && (
              <Tooltip label="Verified account" withArrow>
                <Box component="span" className={classes.above} display="inline-flex">
                  <IconRosetteDiscountCheckFilled
                    size={18}
                    color="var(--mantine-color-brand-6)"
                    aria-label="Verified"
                    role="img"
                  />
                </Box>
              </Tooltip>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate="end">
            {handle ?? 'No handle on record'}
          </Text>
        </Box>
        <Group gap={4} wrap="nowrap" className={classes.above}>
          {actions}
          <PlatformIcon platform={influencer.platform} />
        </Group>
      </Group>

      <Stack gap={4} mt="sm">
        {/* On its own line: beside the avatar it was cut to "Verified by crea…" on narrow cards. */}
        {influencer.accountType !== 'creator' && (
          <Box>
            <AccountTypeBadge accountType={influencer.accountType} />
          </Box>
        )}
        {influencer.verifiedByCreatorAt && (
          <Box>
            <VerifiedByCreatorBadge
              platform={influencer.platform}
              verifiedAt={influencer.verifiedByCreatorAt}
              className={classes.above}
            />
          </Box>
        )}
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" truncate="end">
            <VisuallyHidden>Country: </VisuallyHidden>
            <Location {...influencer} />
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconLanguage size={16} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" truncate="end">
            <VisuallyHidden>Language: </VisuallyHidden>
            {influencer.language ? languageName(influencer.language) : MISSING}
            {influencer.language && influencer.languageInferred ? ' (inferred)' : ''}
          </Text>
          <EmailKnownIndicator influencer={influencer} className={classes.above} ml="auto" />
        </Group>
      </Stack>

      <Group gap={4} mt="sm" mih={22}>
        {influencer.categories.slice(0, MAX_BADGES).map((slug) => (
          <Badge key={slug} variant="light" size="sm" radius="sm">
            {categoryLabel(slug)}
          </Badge>
        ))}
        {extraCategories > 0 && (
          <Tooltip
            label={influencer.categories.slice(MAX_BADGES).map(categoryLabel).join(', ')}
            withArrow
          >
            <Badge variant="outline" size="sm" radius="sm" className={classes.above}>
              +{extraCategories}
            </Badge>
          </Tooltip>
        )}
      </Group>

      <SimpleGrid component="dl" cols={4} spacing="xs" mt="sm" className={classes.metrics}>
        <div className={classes.metric}>
          <dt>Followers</dt>
          <dd>
            <MetricValue value={influencer.followers} className={classes.above} />
          </dd>
        </div>
        <div className={classes.metric}>
          <dt title={ENGAGEMENT_LABELS[influencer.engagementRateBasis].title}>
            {ENGAGEMENT_LABELS[influencer.engagementRateBasis].short}
          </dt>
          <dd>
            <MetricValue value={influencer.engagementRate} kind="percent" />
          </dd>
        </div>
        <div className={classes.metric}>
          <dt title={showsViews ? 'Average views' : 'Average likes'}>
            {showsViews ? 'Avg views' : 'Avg likes'}
          </dt>
          <dd>
            <MetricValue
              value={showsViews ? influencer.avgViews : influencer.avgLikes}
              className={classes.above}
            />
          </dd>
        </div>
        <div className={classes.metric}>
          <dt>Posts</dt>
          <dd>
            <MetricValue value={influencer.posts} className={classes.above} />
          </dd>
        </div>
      </SimpleGrid>
      <DataAsOf influencer={influencer} mt={6} className={classes.above} />
      {footer}
    </Card>
  );
}
