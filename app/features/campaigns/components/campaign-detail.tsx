import {
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconPencil,
  IconSparkles,
  IconUser,
} from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { To } from 'react-router';
import { Link } from 'react-router';
import { CopyButton } from '@app/components/ui/copy-button';
import { RowCard, RowCardLink } from '@app/components/ui/row-card';
import type { CampaignDetail, CampaignPick, InterestedInfluencer } from '@shared/schemas/campaigns';
import type { InfluencerCard as InfluencerCardData } from '@shared/schemas/influencers';
import { InfluencerAvatar } from '@app/components/influencers/influencer-avatar';
import { CountryFlag } from '@app/components/ui/country-flag';
import { InfluencerCard } from '@app/components/influencers/influencer-card';
import { MetricValue } from '@app/components/influencers/metric-value';
import { PlatformNames } from '@app/components/influencers/platform-icon';
import { categoryLabel, countryName, formatDate } from '@app/lib/format';
import { notifyError } from '@app/lib/notify';
import { useRunAiPicks } from '../api/run-ai-picks';
import {
  compensationLabel,
  formatBudget,
  formatDateRange,
  formatDeliverables,
} from '../lib/campaign-format';
import { campaignEditPath, isEditable, publicCampaignPath } from '../lib/campaign-status';
import { CampaignImage } from './campaign-image';
import { CampaignStatusActions } from './campaign-status-actions';
import { CampaignStatusBadge } from './campaign-status-badge';

/** Props of {@link CampaignDetailView}. */
export interface CampaignDetailViewProps {
  campaign: CampaignDetail;
  /** Where an influencer's card or name leads (its profile). */
  cardHref: (card: InfluencerCardData) => To;
  /** Router state passed with those links (e.g. so closing the profile can go back). */
  linkState?: unknown;
  /**
   * Renders the AI picks (e.g. the picks feature's list with save buttons); without it a simple
   * list with score, reasons and {@link CampaignDetailViewProps.renderPickActions} is shown.
   */
  renderPicks?: (picks: CampaignPick[]) => ReactNode;
  /** Buttons per pick in the built-in list (e.g. save to list). */
  renderPickActions?: (card: InfluencerCardData) => ReactNode;
  /** Buttons per interested influencer (save to list; later: propose a collaboration). */
  renderInterestedActions?: (entry: InterestedInfluencer) => ReactNode;
  /** Called after the campaign was deleted. */
  onDeleted?: () => void;
  /** The campaign's Shopify product card, above the facts (the text product is left out then). */
  product?: ReactNode;
  /** Shown under the brief and facts (e.g. the sales by influencer). */
  sales?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} mt={2}>
        {children}
      </Box>
    </div>
  );
}

function Facts({ campaign, withProduct }: { campaign: CampaignDetail; withProduct: boolean }) {
  const none = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack component="dl" gap="sm" m={0}>
        <Fact label="Platforms">
          {campaign.platforms.length ? (
            <PlatformNames platforms={campaign.platforms} />
          ) : (
            none('Any platform')
          )}
        </Fact>
        <Fact label="Categories">
          {campaign.categories.length ? (
            <Group gap={4}>
              {campaign.categories.map((c) => (
                <Badge key={c} variant="light" color="gray" tt="none" fw={500}>
                  {categoryLabel(c)}
                </Badge>
              ))}
            </Group>
          ) : (
            none('Any category')
          )}
        </Fact>
        <Fact label="Target countries">
          {campaign.countries.length ? (
            <Text size="sm">
              {campaign.countries.map((c, index) => (
                <Fragment key={c}>
                  {index > 0 && ', '}
                  <CountryFlag code={c} /> {countryName(c)}
                </Fragment>
              ))}
            </Text>
          ) : (
            none('Any country')
          )}
        </Fact>
        <Fact label="Compensation">
          <Text size="sm">{compensationLabel(campaign.compensation)}</Text>
        </Fact>
        <Fact label="Budget">
          <Text size="sm" fw={600}>
            {formatBudget(campaign.budgetMin, campaign.budgetMax, campaign.currency)}
          </Text>
        </Fact>
        <Fact label="Deliverables">
          <Text size="sm">
            {formatDeliverables(campaign.deliverables, campaign.deliverablesCount)}
          </Text>
        </Fact>
        <Fact label="Dates">
          <Text size="sm">{formatDateRange(campaign.startsOn, campaign.endsOn)}</Text>
        </Fact>
        {campaign.product && withProduct && (
          <Fact label="Product">
            <Text size="sm">{campaign.product}</Text>
          </Fact>
        )}
      </Stack>
    </Paper>
  );
}

function PublicLink({ id }: { id: string }) {
  const path = publicCampaignPath(id);
  const url = `${window.location.origin}${path}`;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-teal-0)">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Influencers can see this campaign. Share its public page:
        </Text>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Public page address"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Tooltip label="Open the public page" withArrow>
            <Button
              component={Link}
              to={path}
              target="_blank"
              variant="default"
              aria-label="Open the public page"
              px="sm"
            >
              <IconExternalLink size={16} />
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Paper>
  );
}

function InterestedSection({
  campaign,
  cardHref,
  linkState,
  renderActions,
}: {
  campaign: CampaignDetail;
  cardHref: CampaignDetailViewProps['cardHref'];
  linkState: unknown;
  renderActions: CampaignDetailViewProps['renderInterestedActions'];
}) {
  const { interested } = campaign;
  return (
    <Stack gap="sm" component="section" aria-labelledby="interested-heading">
      <Group gap="xs">
        <Title order={2} fz="lg" id="interested-heading">
          Interested influencers
        </Title>
        <Badge variant="light" color="gray" circle={interested.length < 10}>
          {interested.length}
        </Badge>
      </Group>
      {interested.length === 0 ? (
        <Text c="dimmed" size="sm">
          {campaign.status === 'active'
            ? 'No influencer has marked interest yet. Influencers see active campaigns in their dashboard.'
            : 'Influencers can mark interest once the campaign is active.'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {interested.map((entry) =>
            entry.card ? (
              <InfluencerCard
                key={entry.userId}
                influencer={entry.card}
                to={cardHref(entry.card)}
                linkState={linkState}
                actions={renderActions?.(entry)}
                footer={
                  <Text size="xs" c="dimmed">
                    Interested since {formatDate(entry.interestedAt)}
                  </Text>
                }
              />
            ) : (
              <Paper
                key={entry.userId}
                component="article"
                aria-label={entry.name}
                withBorder
                radius="md"
                p="md"
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <InfluencerAvatar src={null} name={entry.name} size={44} />
                  <Stack gap={2} miw={0} style={{ flex: 1 }}>
                    <Text fw={700} truncate="end">
                      {entry.name}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <IconUser size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                      <Text size="xs" c="dimmed">
                        No linked profile yet
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      Interested since {formatDate(entry.interestedAt)}
                    </Text>
                  </Stack>
                  {renderActions?.(entry)}
                </Group>
              </Paper>
            ),
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SimplePickList({
  picks,
  cardHref,
  linkState,
  renderActions,
}: {
  picks: CampaignPick[];
  cardHref: CampaignDetailViewProps['cardHref'];
  linkState: unknown;
  renderActions: CampaignDetailViewProps['renderPickActions'];
}) {
  return (
    <Stack gap="xs">
      {picks.map(({ card, score, reasons }) => {
        const handle = `@${card.username}`;
        const name = card.name?.trim() || handle;
        return (
          <RowCard key={card.id} label={handle}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <InfluencerAvatar src={card.avatarUrl} name={name} size={40} />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap="xs" justify="space-between">
                  <RowCardLink to={cardHref(card)} state={linkState} fw={700}>
                    {name}
                  </RowCardLink>
                  <Group gap={4} wrap="nowrap">
                    <Badge variant="light" tt="none">
                      {Math.round(score)} match
                    </Badge>
                    {renderActions?.(card)}
                  </Group>
                </Group>
                <Text size="sm" c="dimmed">
                  {handle} · <MetricValue value={card.followers} /> followers ·{' '}
                  <MetricValue value={card.engagementRate} kind="percent" /> engagement
                </Text>
                {reasons.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {reasons.join(' · ')}
                  </Text>
                )}
              </Stack>
            </Group>
          </RowCard>
        );
      })}
    </Stack>
  );
}

function PicksSection({ campaign, children }: { campaign: CampaignDetail; children: ReactNode }) {
  const run = useRunAiPicks();
  const hasPicks = campaign.picks.length > 0;
  const find = async () => {
    try {
      await run.mutateAsync(campaign.id);
    } catch (error) {
      notifyError(error, 'Could not find AI picks');
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="picks-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz="lg" id="picks-heading">
            AI picks
          </Title>
          <Text size="sm" c="dimmed" maw={620}>
            Influencers ranked for this campaign by how well their content, categories, country,
            audience size and engagement fit the brief, with the reasons for each pick.
          </Text>
        </div>
        <Button
          leftSection={<IconSparkles size={16} />}
          variant={hasPicks ? 'light' : 'filled'}
          loading={run.isPending}
          onClick={() => void find()}
        >
          {hasPicks ? 'Refresh AI picks' : 'Find influencers with AI picks'}
        </Button>
      </Group>
      {hasPicks && children}
      {!hasPicks && run.isSuccess && (
        <Text size="sm" c="dimmed">
          No influencer matches this campaign yet. Add categories, countries or a longer brief, then
          try again.
        </Text>
      )}
    </Stack>
  );
}

/**
 * A campaign's page for its owner: image, name and status, the status moves and "Edit", the
 * public page's address with a copy button while active, the brief, the page's `product` card
 * and the facts (platforms, categories, countries, compensation, budget, deliverables, dates),
 * the page's `sales`, the interested influencers (their cards, or the account name when no
 * profile is linked) and the AI picks with a button that finds (or refreshes) them.
 */
export function CampaignDetailView({
  campaign,
  cardHref,
  linkState,
  renderPicks,
  renderPickActions,
  renderInterestedActions,
  onDeleted,
  product,
  sales,
}: CampaignDetailViewProps) {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Anchor component={Link} to="/campaign" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            All campaigns
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} miw={0}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {campaign.name}
              </Title>
              <CampaignStatusBadge status={campaign.status} size="lg" />
            </Group>
            <Text size="sm" c="dimmed">
              Created {formatDate(campaign.createdAt)} · updated {formatDate(campaign.updatedAt)}
            </Text>
          </Stack>
          <Group gap="xs">
            {isEditable(campaign.status) && (
              <Button
                component={Link}
                to={campaignEditPath(campaign.id)}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                Edit
              </Button>
            )}
            <CampaignStatusActions campaign={campaign} onDeleted={onDeleted} />
          </Group>
        </Group>
      </Stack>

      {campaign.status === 'active' && <PublicLink id={campaign.id} />}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {campaign.imageUrl && (
              <CampaignImage src={campaign.imageUrl} name={campaign.name} h={280} />
            )}
            <Stack gap={4} component="section" aria-labelledby="brief-heading">
              <Title order={2} fz="lg" id="brief-heading">
                Brief
              </Title>
              {campaign.description ? (
                <Text style={{ whiteSpace: 'pre-wrap' }}>{campaign.description}</Text>
              ) : (
                <Text c="dimmed">
                  No brief yet. Edit the campaign to tell influencers about it.
                </Text>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {product}
            <Facts campaign={campaign} withProduct={!product} />
          </Stack>
        </Grid.Col>
      </Grid>

      {sales}

      <InterestedSection
        campaign={campaign}
        cardHref={cardHref}
        linkState={linkState}
        renderActions={renderInterestedActions}
      />

      <PicksSection campaign={campaign}>
        {renderPicks ? (
          renderPicks(campaign.picks)
        ) : (
          <SimplePickList
            picks={campaign.picks}
            cardHref={cardHref}
            linkState={linkState}
            renderActions={renderPickActions}
          />
        )}
      </PicksSection>
    </Stack>
  );
}
