import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  collaborationPath,
  outcomeSummary,
  reachText,
  type ProposalOutcome,
} from '../lib/proposal-outcome';

/** Props of {@link ProposalResults}. */
export interface ProposalResultsProps {
  outcomes: ProposalOutcome[];
  onDone: () => void;
}

const BADGES: Record<ProposalOutcome['kind'], { label: string; color: string }> = {
  proposed: { label: 'Proposed', color: 'teal' },
  open: { label: 'Already open', color: 'yellow' },
  failed: { label: 'Not sent', color: 'red' },
};

/** What came of it, under the influencer: how they hear of it, or the server's reason. */
function OutcomeDetail({ outcome }: { outcome: ProposalOutcome }) {
  if (outcome.kind !== 'proposed')
    return (
      <Text size="sm" c="dimmed">
        {outcome.message}
      </Text>
    );
  const { collaboration } = outcome;
  return (
    <Text size="sm" c="dimmed">
      {reachText(collaboration.reach, outcome.influencer.platform)}{' '}
      <Anchor component={Link} to={collaborationPath(collaboration.id)} size="sm" fw={600}>
        Open collaboration
      </Anchor>
    </Text>
  );
}

/**
 * The result of a bulk proposal: the summary ("Proposed to 3; 1 already has an open
 * collaboration") and, per influencer, what came of it with a link to each new collaboration.
 */
export function ProposalResults({ outcomes, onDone }: ProposalResultsProps) {
  const proposed = outcomes.some((o) => o.kind === 'proposed');
  return (
    <Stack gap="md">
      <Alert
        color={proposed ? 'teal' : 'yellow'}
        variant="light"
        title={outcomeSummary(outcomes)}
        role="status"
      />
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {outcomes.map((outcome) => (
          <li key={outcome.influencer.id} aria-label={`@${outcome.influencer.username}`}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                @{outcome.influencer.username}
              </Text>
              <Badge variant="light" color={BADGES[outcome.kind].color} tt="none">
                {BADGES[outcome.kind].label}
              </Badge>
            </Group>
            <OutcomeDetail outcome={outcome} />
          </li>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
