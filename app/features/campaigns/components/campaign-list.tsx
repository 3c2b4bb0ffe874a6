import {
  Badge,
  Box,
  Group,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconCalendar, IconPlus, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/constants/campaigns';
import type { Campaign, OwnCampaigns } from '@shared/schemas/campaigns';
import { PlatformIcon } from '@app/components/influencers/platform-icon';
import { FirstRunState } from '@app/components/ui/first-run-state';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useOwnCampaigns } from '../api/get-own-campaigns';
import { formatBudget, formatDateRange } from '../lib/campaign-format';
import { campaignPath, STATUS_LABELS } from '../lib/campaign-status';
import { CampaignImage } from './campaign-image';
import { CampaignStatusBadge } from './campaign-status-badge';
import { RowCard, RowCardLink } from '@app/components/ui/row-card';

/** Props of {@link CampaignList}. */
export interface CampaignListProps {
  /** The status shown (null: all), as the page keeps it in the URL. */
  status: CampaignStatus | null;
  onStatusChange: (status: CampaignStatus | null) => void;
}

const ALL = 'all';

function StatusFilter({
  status,
  counts,
  onChange,
}: {
  status: CampaignStatus | null;
  counts: OwnCampaigns['counts'] | undefined;
  onChange: (status: CampaignStatus | null) => void;
}) {
  const total = counts ? CAMPAIGN_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : null;
  const label = (text: string, count: number | null | undefined) => (
    <Group gap={6} wrap="nowrap" justify="center">
      <span>{text}</span>
      {count !== null && count !== undefined && (
        <Badge size="sm" variant="light" color="gray" circle={count < 10}>
          {count}
        </Badge>
      )}
    </Group>
  );
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <SegmentedControl
        aria-label="Filter by status"
        value={status ?? ALL}
        onChange={(value) => onChange(value === ALL ? null : (value as CampaignStatus))}
        data={[
          { value: ALL, label: label('All', total) },
          ...CAMPAIGN_STATUSES.map((s) => ({
            value: s,
            label: label(STATUS_LABELS[s], counts?.[s]),
          })),
        ]}
      />
    </ScrollArea>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const interested = campaign.interestedCount;
  return (
    <RowCard label={campaign.name} data-status={campaign.status}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box visibleFrom="xs">
          <CampaignImage src={campaign.imageUrl} name={campaign.name} w={112} h={76} />
        </Box>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" justify="space-between" align="flex-start">
            <Box miw={0} style={{ flex: '1 1 10rem' }}>
              <RowCardLink to={campaignPath(campaign.id)} fw={700} c="inherit">
                {campaign.name}
              </RowCardLink>
            </Box>
            <CampaignStatusBadge status={campaign.status} />
          </Group>
          <Group gap="md" wrap="wrap">
            {campaign.platforms.length > 0 && (
              <Group gap={4} aria-label="Platforms" role="group">
                {campaign.platforms.map((p) => (
                  <PlatformIcon key={p} platform={p} size={22} />
                ))}
              </Group>
            )}
            <Text size="sm" fw={600}>
              {formatBudget(campaign.budgetMin, campaign.budgetMax, campaign.currency)}
            </Text>
          </Group>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                {formatDateRange(campaign.startsOn, campaign.endsOn)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="sm" c="dimmed">
                {interested} interested
              </Text>
            </Group>
          </Group>
        </Stack>
      </Group>
    </RowCard>
  );
}

function NoCampaigns() {
  return (
    <FirstRunState
      icon={<IconSpeakerphone size={28} aria-hidden />}
      title="No campaigns yet"
      action={{ label: 'Create campaign', to: '/campaign/new', icon: <IconPlus size={16} /> }}
    >
      Write a brief with your product, budget and deliverables, then let AI picks find influencers
      for it. Influencers see your campaign once you activate it.
    </FirstRunState>
  );
}

/**
 * The user's campaigns: a status filter with the count of each status (All, Draft, Active,
 * Paused, Completed, Archived), then one row per campaign (an `article` named by the campaign,
 * the whole row linking to its page) with its image, name, status, platforms, budget per
 * influencer, dates and how many influencers are interested. With no campaign at all: an
 * invitation to create one.
 */
export function CampaignList({ status, onStatusChange }: CampaignListProps) {
  const query = useOwnCampaigns(status);
  const counts = query.data?.counts;
  const total = counts ? CAMPAIGN_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : null;

  let body;
  if (query.isPending)
    body = (
      <Stack gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </Stack>
    );
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load your campaigns" query={query} />;
  else if (total === 0) body = <NoCampaigns />;
  else if (query.data.query.length === 0)
    body = (
      <Text c="dimmed" py="xl" ta="center">
        No {status ? STATUS_LABELS[status].toLowerCase() : ''} campaigns.
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {query.data.query.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <StatusFilter status={status} counts={counts} onChange={onStatusChange} />
      {body}
    </Stack>
  );
}
