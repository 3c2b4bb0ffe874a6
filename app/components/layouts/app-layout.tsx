import { AppShell, Burger, Container, Group, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { actsAsBrand } from '@shared/constants/roles';
import { useAuth } from '@app/lib/auth';
import { useNarrowScreen, useWidthKnown } from '@app/lib/use-narrow-screen';
import { Logo } from '@app/components/ui/logo';
import { HelpPanel } from './help-panel';
import { MainNav } from './main-nav';
import { SiteFooter } from './site-footer';
import { VisitorActions } from './visitor-actions';

// What only a signed-in person sees loads with their first page, not with every visitor's: the
// user menu, the bell, the Messages button and the failed-payment banner bring menus, badges and billing.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const UnreadMessagesButton = lazy(() =>
  import('@app/features/messages/components/unread-messages-button').then((m) => ({
    default: m.UnreadMessagesButton,
  })),
);
const NotificationBell = lazy(() =>
  import('@app/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
const PaymentFailedBanner = lazy(() =>
  import('@app/features/billing/components/payment-failed-banner').then((m) => ({
    default: m.PaymentFailedBanner,
  })),
);

/** Stands in for the user menu while the account or the menu itself loads. */
const accountPlaceholder = (
  <Skeleton height={34} width={34} circle role="status" aria-label="Loading account" />
);

/**
 * The app shell: header with logo, main navigation (signed-in users; a burger menu on small
 * screens), the notification bell and the Messages button with their unread badges, the user menu (or the visitor's
 * sign-in buttons), a brand's failed-payment warning, the page, a footer and the HELP panel: a
 * floating button, or a header button on small screens, where a floating one would cover the
 * content.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { token, user, signOut } = useAuth();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const signedIn = token !== null;
  const narrow = useNarrowScreen();
  const widthKnown = useWidthKnown();

  const handleSignOut = async () => {
    close();
    // Leave the page first: on a protected page the guard would otherwise send us to /login.
    await navigate('/');
    await signOut();
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
            <Group gap={narrow ? 'xs' : 'sm'} wrap="nowrap">
              {/* Until the width is known (a page the server drew), both placements are drawn and
                  the stylesheet shows one: a phone has its HELP button before the app runs. */}
              {(narrow || !widthKnown) && <HelpPanel placement="header" bySize={!widthKnown} />}
              {!signedIn && <VisitorActions compact={narrow} />}
              {signedIn && user && (
                <Suspense fallback={accountPlaceholder}>
                  <NotificationBell />
                  <UnreadMessagesButton />
                  <UserMenu user={user} onSignOut={handleSignOut} />
                </Suspense>
              )}
              {signedIn && !user && accountPlaceholder}
            </Group>
          </Group>
        </Container>
      </AppShell.Header>

      <AppShell.Navbar p="md">
        {signedIn && opened && <MainNav direction="column" onNavigate={close} />}
      </AppShell.Navbar>

      <AppShell.Main bg="white" style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>
          {user && actsAsBrand(user.roles) && (
            <Suspense fallback={null}>
              <PaymentFailedBanner />
            </Suspense>
          )}
          {children}
        </div>
        <SiteFooter />
      </AppShell.Main>

      {(!narrow || !widthKnown) && <HelpPanel bySize={!widthKnown} />}
    </AppShell>
  );
}
