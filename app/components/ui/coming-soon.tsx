import { Badge, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ComingSoon}. */
export interface ComingSoonProps {
  /** Page heading, e.g. "Campaigns". */
  title: string;
  /** What the page is for, in one or two sentences. */
  purpose: string;
  /** What the page will let the user do once built. */
  upcoming: readonly string[];
  icon: ReactNode;
}

/** A clearly labelled "coming soon" state for a page whose feature is not built yet. */
export function ComingSoon({ title, purpose, upcoming, icon }: ComingSoonProps) {
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg">
            {purpose}
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <Badge variant="light" size="lg">
              Coming soon
            </Badge>
            <Text fw={600}>This page is being built.</Text>
            <Text c="dimmed" size="sm" maw={520}>
              Soon you will be able to:
            </Text>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {upcoming.map((item) => (
                <Text component="li" size="sm" key={item}>
                  {item}
                </Text>
              ))}
            </Stack>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
