import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DevOutbox } from '@app/features/dev-outbox/components/dev-outbox';

/**
 * `/dev/outbox`: the local outbox of a development setup without SMTP, to read the emails that
 * would have gone out (headers, links, HTML), yours only.
 */
export function DevOutboxPage() {
  useDocumentTitle('Outbox · Collabify');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Outbox
          </Title>
          <Text c="dimmed">
            Without SMTP configured, emails are written here instead of being sent. You see those
            sent to you or from your sender.
          </Text>
        </div>
        <DevOutbox />
      </Stack>
    </Container>
  );
}
