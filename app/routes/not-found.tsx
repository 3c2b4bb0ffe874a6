import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

/** The 404 page for any address the app does not know, with a link home. */
export function NotFoundPage() {
  useDocumentTitle('Page not found · Collabify');
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="sm">
        <Text c="brand" fw={800} fz={64} lh={1}>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" maw={420}>
          The page you are looking for does not exist or has moved. Check the address, or start
          again from the home page.
        </Text>
        <Button component={Link} to="/" mt="md">
          Go to home page
        </Button>
      </Stack>
    </Container>
  );
}
