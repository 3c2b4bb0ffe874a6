import { ActionIcon, Affix, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import type { SelfUser } from '@shared/schemas/users';
import { useAuth } from '@app/lib/auth';
import { useWidthKnown } from '@app/lib/use-narrow-screen';
import { popoverDrawerTrigger } from '@app/components/ui/popover-drawer';
import { HELP_DRAWER_ID } from './help-drawer';

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
 * Whether the HELP button and drawer are shown to this person: not to users whose roles include
 * `influencer`, nor while a signed-in user's roles are still loading.
 */
export function helpShown(
  token: string | null,
  user: Pick<SelfUser, 'roles'> | null | undefined,
): boolean {
  if (token && !user) return false;
  return !user?.roles.includes('influencer');
}

/**
 * The HELP button, which opens the HELP drawer (app-layout.tsx draws it once, beside the buttons):
 * the browser opens it, so the button works before the app runs on a page the server drew.
 */
export function HelpPanel({ placement = 'floating', bySize = false }: HelpPanelProps) {
  const { token, user } = useAuth();
  // The page (1140 px at most) leaves the labelled button room beside it from 1400 px; while
  // taking over a page the server drew (the width unknown there), read after the first render.
  const widthKnown = useWidthKnown();
  const roomy = useMediaQuery('(min-width: 87.5em)', false, {
    getInitialValueInEffect: !widthKnown,
  });

  if (!helpShown(token, user)) return null;

  const trigger = popoverDrawerTrigger(HELP_DRAWER_ID);
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
      {...trigger}
    >
      <IconHelpCircle size={floating ? 24 : 20} aria-hidden />
    </ActionIcon>
  );
  if (!floating) return iconButton;
  return (
    // In the page, not a portal, so a page the server drew has it too (shown from `sm` by the
    // stylesheet) and a wide screen's first click on it works before the app runs.
    <Affix
      position={{ bottom: 24, right: 24 }}
      zIndex={150}
      withinPortal={false}
      {...(bySize && { visibleFrom: 'sm' })}
    >
      {roomy ? (
        <Button
          radius="xl"
          size="md"
          leftSection={<IconHelpCircle size={20} />}
          style={shadow}
          {...trigger}
        >
          HELP
        </Button>
      ) : (
        iconButton
      )}
    </Affix>
  );
}
