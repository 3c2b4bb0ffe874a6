import { ActionIcon, Affix, Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@app/lib/auth';
import { afterLoadWhenIdle } from '@app/lib/when-idle';

// Not in the page's first load: every page shows the button, few people open it. Fetched once the
// app runs and the browser is idle, so a first tap on HELP does not wait for it.
const loadHelpDrawer = () => import('./help-drawer');
const HelpDrawer = lazy(() => loadHelpDrawer().then((m) => ({ default: m.HelpDrawer })));

/** Props of {@link HelpPanel}. */
export interface HelpPanelProps {
  /**
   * `floating` (default): the HELP button floats at the bottom right, a round icon button (still
   * named "HELP") until the margin beside the page is wide enough for the labelled one, so it
   * covers no content at 1280 px. `header`: the round button in the header, for phones, where
   * a floating button would cover the content under it.
   */
  placement?: 'floating' | 'header';
  /**
   * The stylesheet shows this placement only where it belongs (the header one below Mantine's
   * `sm` breakpoint, the floating one from it), so both can be drawn while the width is unknown.
   */
  bySize?: boolean;
}

/**
 * The HELP button and its drawer, closed by default. Hidden for users whose roles include
 * `influencer`, and while a signed-in user's roles are still loading.
 */
export function HelpPanel({ placement = 'floating', bySize = false }: HelpPanelProps) {
  const { token, user } = useAuth();
  const [opened, { open: openDrawer, close }] = useDisclosure(false);
  // Kept mounted once opened, so the drawer can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    openDrawer();
  };
  // The page (1140 px at most) leaves the labelled button room beside it from 1400 px.
  const roomy = useMediaQuery('(min-width: 87.5em)', false, { getInitialValueInEffect: false });
  useEffect(() => afterLoadWhenIdle(window, () => void loadHelpDrawer()), []);

  if (token && !user) return null;
  if (user?.roles.includes('influencer')) return null;

  const dialog = { 'aria-haspopup': 'dialog', 'aria-expanded': opened, onClick: open } as const;
  const floating = placement === 'floating';
  const shadow = floating ? { boxShadow: 'var(--mantine-shadow-lg)' } : undefined;
  const iconButton = (
    <ActionIcon
      variant={floating ? 'filled' : 'light'}
      radius="xl"
      size={floating ? 44 : 'lg'}
      aria-label="HELP"
      title="Help"
      style={shadow}
      {...(bySize && !floating && { hiddenFrom: 'sm' })}
      {...dialog}
    >
      <IconHelpCircle size={floating ? 24 : 20} aria-hidden />
    </ActionIcon>
  );
  return (
    <>
      {floating ? (
        <Affix
          position={{ bottom: 24, right: 24 }}
          zIndex={150}
          {...(bySize && { visibleFrom: 'sm' })}
        >
          {roomy ? (
            <Button
              radius="xl"
              size="md"
              leftSection={<IconHelpCircle size={20} />}
              style={shadow}
              {...dialog}
            >
              HELP
            </Button>
          ) : (
            iconButton
          )}
        </Affix>
      ) : (
        iconButton
      )}
      {wanted && (
        <Suspense fallback={null}>
          <HelpDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
