import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryLoadError } from '@app/components/ui/load-error';
import { useCollaborations } from '../api/get-collaborations';
import { CollaborationRow } from './collaboration-row';

/** How many proposals the dashboard lists before "See all". */
const SHOWN = 3;

/**
 * The proposals waiting for the influencer's answer (PRODUCT §11), newest activity first: up to
 * three rows linking to each, and "See all" when there are more; a quiet line when none wait.
 */
export function PendingProposals() {
  const query = useCollaborations('proposed');
  if (query.isPending)
    return <Skeleton height={88} radius="md" role="status" aria-label="Loading proposals" />;
  if (query.isError)
    return <QueryLoadError title="We couldn't load your proposals" query={query} />;
  const proposals = query.data.query;
  if (proposals.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No proposals waiting. When a brand proposes a collaboration, you accept or decline it here.
      </Text>
    );
  return (
    <Stack gap="sm">
      {proposals.slice(0, SHOWN).map((c) => (
        <CollaborationRow key={c.id} collaboration={c} />
      ))}
      {proposals.length > SHOWN && (
        <Button component={Link} to="/collaboration?status=proposed" variant="light" size="xs">
          See all {proposals.length} proposals
        </Button>
      )}
    </Stack>
  );
}
