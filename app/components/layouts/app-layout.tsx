import { AppShell, Burger, Container, Group, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { UnreadMessagesButton } from '@app/features/messages/components/unread-messages-button';
import { useAuth } from '@app/lib/auth';
import { Logo } from '@app/components/ui/logo';
import { HelpPanel } from './help-panel';
import { MainNav } from './main-nav';
import { SiteFooter } from './site-footer';
import { UserMenu } from './user-menu';
import { VisitorActions } from './visitor-actions';

/**
 * The app shell: header with logo, main navigation (signed-in users; a burger menu on small
 * screens), the Messages button with its unread badge and the user menu (or the visitor's
 * sign-in buttons), the page, a footer and the HELP panel.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { token, user, signOut } = useAuth();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = token !== null;

  const handleSignOut = async () => {
    close();
    // Leave the page first: on a protected page the guard would otherwise send us to /login.
    await navigate('/');
    signOut();
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: 280,
        breakpoint: 'sm',
        collapsed: { desktop: true, mobile: !opened || !signedIn },
      }}
      padding={0}
    >
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              {signedIn && (
                <Burger
                  opened={opened}
                  onClick={toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={opened ? 'Close navigation' : 'Open navigation'}
                />
              )}
              <Logo onNavigate={close} />
              {signedIn && (
                <Group visibleFrom="sm">
                  <MainNav direction="row" />
                </Group>
              )}
            </Group>
            {!signedIn && <VisitorActions />}
            {signedIn && user && (
              <Group gap="sm" wrap="nowrap">
                <UnreadMessagesButton />
                <UserMenu user={user} onSignOut={handleSignOut} />
              </Group>
            )}
            {signedIn && !user && (
              <Skeleton height={34} width={34} circle aria-label="Loading account" />
            )}
          </Group>
        </Container>
      </AppShell.Header>

      <AppShell.Navbar p="md">
        {signedIn && opened && <MainNav direction="column" onNavigate={close} />}
      </AppShell.Navbar>

      <AppShell.Main bg="white" style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>{children}</div>
        <SiteFooter />
      </AppShell.Main>

      <HelpPanel />
    </AppShell>
  );
}
