import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Props of {@link AdminPage}. */
export interface AdminPageProps {
  title: string;
  description: ReactNode;
  /** The page's content (the route table keeps everyone but admins off admin pages). */
  children: ReactNode;
}

/**
 * The frame of an admin page: its title (also the tab's, "<title> admin · Collabify"), a line
 * saying what it is for, and its content.
 */
export function AdminPage({ title, description, children }: AdminPageProps) {
  useDocumentTitle(`${title} admin · Collabify`);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
