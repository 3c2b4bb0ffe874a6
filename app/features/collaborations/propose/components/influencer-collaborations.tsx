import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import {
  COLLABORATION_STATUS_LABELS,
  OPEN_COLLABORATION_STATUSES,
  type CollaborationStatus,
} from '@shared/constants/collaborations';
import type { Collaboration } from '@shared/schemas/collaborations';
import { useInfluencerCollaborations } from '../api/get-influencer-collaborations';
import { collaborationPath } from '../lib/proposal-outcome';

/** How many of the user's collaborations with the profile are linked. */
const SHOWN = 3;

/** Props of {@link InfluencerCollaborations}. */
export interface InfluencerCollaborationsProps {
  influencerId: string;
  /** Opens the propose modal (composed by the page). */
  onPropose: () => void;
  /** More buttons beside "Propose collaboration" (e.g. "Message", from another feature). */
  actions?: ReactNode;
}

const isOpen = (status: CollaborationStatus) =>
  (OPEN_COLLABORATION_STATUSES as readonly CollaborationStatus[]).includes(status);

/** "In collaboration · Accepted" (still under way) or "Collaboration · Completed", and its campaign. */
function linkText(collaboration: Collaboration): string {
  const status = COLLABORATION_STATUS_LABELS[collaboration.status];
  const text = `${isOpen(collaboration.status) ? 'In collaboration' : 'Collaboration'} · ${status}`;
  return collaboration.campaign ? `${text} (${collaboration.campaign.name})` : text;
}

/**
 * The "Collaboration" section of a profile, for an advertiser: links to their latest
 * collaborations with this profile ("In collaboration · Accepted"), most recent activity first,
 * and "Propose collaboration".
 */
export function InfluencerCollaborations({
  influencerId,
  onPropose,
  actions,
}: InfluencerCollaborationsProps) {
  const headingId = useId();
  const query = useInfluencerCollaborations(influencerId);
  const collaborations = query.data?.query.slice(0, SHOWN) ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        Collaboration
      </Title>
      {collaborations.map((collaboration) => (
        <Anchor
          key={collaboration.id}
          component={Link}
          to={collaborationPath(collaboration.id)}
          size="sm"
          fw={600}
        >
          {linkText(collaboration)}
        </Anchor>
      ))}
      {query.isError && (
        <Text size="sm" c="dimmed">
          We couldn't load your collaborations with this profile.
        </Text>
      )}
      <Group>
        <Button
          size="xs"
          variant={collaborations.some((c) => isOpen(c.status)) ? 'default' : 'filled'}
          leftSection={<IconHeartHandshake size={16} aria-hidden />}
          onClick={onPropose}
        >
          Propose collaboration
        </Button>
        {actions}
      </Group>
    </Stack>
  );
}
