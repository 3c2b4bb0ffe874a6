import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when rendering a page throws: says so plainly and offers a reload or the home page. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text c="brand" fw={700}>
          {status ? `Error ${status}` : 'Unexpected error'}
        </Text>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          This page could not be displayed. Reload to try again, or go back to the home page.
        </Text>
        <Group mt="md">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          {/* A plain link: the router itself may be what failed. */}
          <Button component="a" href="/" variant="default">
            Go to home page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
