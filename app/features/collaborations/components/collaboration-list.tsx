import { Badge, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconHeartHandshake, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import {
  COLLABORATION_STATUS_LABELS,
  COLLABORATION_STATUSES,
  type CollaborationParty,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import type { CollaborationList as List } from '@shared/schemas/collaborations';
import { FirstRunState } from '@app/components/ui/first-run-state';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useCollaborations } from '../api/get-collaborations';
import { totalCount } from '../lib/collaboration-status';
import { CollaborationRow } from './collaboration-row';

/** Props of {@link CollaborationList}. */
export interface CollaborationListProps {
  /** The status shown (null: all), as the page keeps it in the URL. */
  status: CollaborationStatus | null;
  onStatusChange: (status: CollaborationStatus | null) => void;
  /** Whose words the empty state uses. */
  role: CollaborationParty;
}

const ALL = 'all';

function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge size="sm" variant="light" color={count > 0 ? 'brand' : 'gray'} circle={count < 10}>
      {count}
    </Badge>
  );
}

/** A status tab: its label, with the count as a badge once known ("Accepted (2)" when read). */
function StatusTab({
  value,
  label,
  count,
}: {
  value: string;
  label: string;
  count: number | undefined;
}) {
  return (
    <Tabs.Tab value={value} rightSection={<CountBadge count={count} />}>
      {label}
    </Tabs.Tab>
  );
}

function StatusTabList({
  counts,
  total,
}: {
  counts: List['counts'] | undefined;
  total: number | undefined;
}) {
  return (
    <Tabs.List aria-label="Filter by status">
      <StatusTab value={ALL} label="All" count={total} />
      {COLLABORATION_STATUSES.map((s) => (
        <StatusTab key={s} value={s} label={COLLABORATION_STATUS_LABELS[s]} count={counts?.[s]} />
      ))}
    </Tabs.List>
  );
}

/** The first-visit state, in each party's words, with where to go next. */
function NoCollaborations({ role }: { role: CollaborationParty }) {
  const advertiser = role === 'advertiser';
  return (
    <FirstRunState
      icon={<IconHeartHandshake size={28} aria-hidden />}
      title="No collaborations yet"
      action={
        advertiser
          ? { label: 'Go to My Influencers', to: '/my-influencers', icon: <IconUsers size={16} /> }
          : { label: 'Browse campaigns', to: '/campaign', icon: <IconSpeakerphone size={16} /> }
      }
    >
      {advertiser
        ? 'Propose a collaboration from My Influencers, a profile, or a campaign’s interested influencers. Terms, messages, published posts and reviews then live here.'
        : 'When a brand proposes a collaboration, it appears here. Accept it, agree on the details in messages, then submit your published posts.'}
    </FirstRunState>
  );
}

/**
 * The user's collaborations: status tabs (a tab list named "Filter by status") with the count of each status, then one row per
 * collaboration, most recent activity first, refreshed every 30 s. With none at all (any
 * status): where to start, in the advertiser's or the influencer's words, without the tabs.
 */
export function CollaborationList({ status, onStatusChange, role }: CollaborationListProps) {
  const query = useCollaborations(status);
  const counts = query.data?.counts;
  const total = counts && totalCount(counts);

  let body;
  if (query.isPending)
    body = (
      <Stack gap="sm" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={88} radius="md" />
        ))}
      </Stack>
    );
  else if (query.isError)
    body = <QueryLoadError title="We couldn't load your collaborations" query={query} />;
  else if (query.data.query.length === 0)
    body = (
      <Text c="dimmed" py="xl" ta="center">
        No {status ? COLLABORATION_STATUS_LABELS[status].toLowerCase() : ''} collaborations.
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {query.data.query.map((collaboration) => (
          <CollaborationRow key={collaboration.id} collaboration={collaboration} />
        ))}
      </Stack>
    );

  if (total === 0) return <NoCollaborations role={role} />;
  const active = status ?? ALL;
  return (
    <Tabs
      value={active}
      onChange={(value) =>
        onStatusChange(!value || value === ALL ? null : (value as CollaborationStatus))
      }
      variant="pills"
      radius="xl"
    >
      <StatusTabList counts={counts} total={total} />
      <Tabs.Panel value={active} pt="md">
        {body}
      </Tabs.Panel>
    </Tabs>
  );
}
