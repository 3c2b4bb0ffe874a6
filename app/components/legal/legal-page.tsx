import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@app/lib/format';

/** Props of {@link LegalPage}. */
export interface LegalPageProps {
  title: string;
  /** When the text last changed (ISO date, `YYYY-MM-DD`). */
  updated: string;
  /** The opening paragraph(s) under the title. */
  intro: ReactNode;
  /** The page's {@link LegalSection}s. */
  children: ReactNode;
}

/** A legal text (privacy policy, terms of use): a title, its last-updated date, an intro and sections. */
export function LegalPage({ title, updated, intro, children }: LegalPageProps) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
          </Text>
          {intro}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** One numbered part of a {@link LegalPage}: a heading and its text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
