import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CollaborationList } from '@app/features/collaborations/components/collaboration-list';
import { useStatusParam } from '@app/features/collaborations/hooks/use-status-param';
import { useAuth } from '@app/lib/auth';

/**
 * `/collaboration`: the user's collaborations, as a brand or as an influencer, filtered by status
 * (`?status=`) with the count of each, refreshed every 30 s.
 */
export function CollaborationPage() {
  useDocumentTitle('Collaborations · Collabify');
  const { user } = useAuth();
  const [status, setStatus] = useStatusParam();
  const role = user?.roles.includes('influencer') ? 'influencer' : 'advertiser';

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Collaborations
          </Title>
          <Text c="dimmed">
            {role === 'influencer'
              ? 'Proposals from brands and the work you agreed on: terms, messages, posts and reviews.'
              : 'Every collaboration from proposal to reviewed result: terms, messages, posts and reviews.'}
          </Text>
        </div>
        {user && <CollaborationList status={status} onStatusChange={setStatus} role={role} />}
      </Stack>
    </Container>
  );
}
