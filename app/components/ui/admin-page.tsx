import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useAuth } from '@app/lib/auth';
import { AdminsOnly } from './admins-only';

/** Props of {@link AdminPage}. */
export interface AdminPageProps {
  title: string;
  description: ReactNode;
  /** The page's content, rendered once the signed-in user is known to be an admin. */
  children: ReactNode;
}

/**
 * The frame of an admin page: its title (also the tab's, "<title> admin · Collabify"), a line
 * saying what it is for, and its content for admins only; anyone else signed in reads "Admins only".
 */
export function AdminPage({ title, description, children }: AdminPageProps) {
  useDocumentTitle(`${title} admin · Collabify`);
  const { user } = useAuth();

  if (user && !user.roles.includes('admin')) return <AdminsOnly />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
        </div>
        {user && children}
      </Stack>
    </Container>
  );
}
