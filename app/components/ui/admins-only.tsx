import { Container, Stack, Text, Title } from '@mantine/core';

/** What an admin page shows a signed-in person who is not an admin. */
export function AdminsOnly() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1} fz="xl">
          Admins only
        </Title>
        <Text c="dimmed">This page is for Collabify admins.</Text>
      </Stack>
    </Container>
  );
}
