import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { To } from 'react-router';
import type { InfluencerCard } from '@shared/schemas/influencers';
import { useSimilar } from '../api/get-similar';
import { PickList } from './pick-list';
import { QueryLoadError } from '@app/components/ui/load-error';

/** Props of {@link SimilarProfiles}. */
export interface SimilarProfilesProps {
  /** The profile to find look-alikes of. */
  influencerId: string;
  /** Where a pick's name leads (its profile). */
  cardHref: (card: InfluencerCard) => To;
  /** Router state passed with each link. */
  linkState?: unknown;
  /** Buttons per pick (favorite, save to list), composed by the page. */
  renderActions?: (card: InfluencerCard) => ReactNode;
}

/**
 * "Similar profiles": a "Find similar" button (each lookup counts on the profile, so nothing is
 * fetched until the person asks), then the ranked picks with their score and reasons, a loading
 * state, an empty state and an error with Retry. An answer already cached for this profile is
 * shown straight away.
 */
export function SimilarProfiles({
  influencerId,
  cardHref,
  linkState,
  renderActions,
}: SimilarProfilesProps) {
  const headingId = useId();
  // The profile the person asked about: moving to another profile asks again.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const asked = askedFor === influencerId;
  const query = useSimilar(influencerId, { enabled: asked });

  let body: ReactNode;
  if (query.data) {
    body =
      query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No similar profiles found
        </Text>
      ) : (
        <PickList
          picks={query.data}
          cardHref={cardHref}
          linkState={linkState}
          renderActions={renderActions}
        />
      );
  } else if (query.isError) {
    body = <QueryLoadError title="We couldn't find similar profiles" query={query} />;
  } else if (asked) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Finding similar profiles">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </Stack>
    );
  } else {
    body = (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={420}>
          Creators like this one: same topics, country, language and a comparable audience.
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          onClick={() => setAskedFor(influencerId)}
        >
          Find similar
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        Similar profiles
      </Title>
      {body}
    </Stack>
  );
}
