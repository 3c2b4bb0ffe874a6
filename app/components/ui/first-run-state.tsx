import { Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The one button of a {@link FirstRunState}: a link (`to`) or an action (`onClick`). */
export type FirstRunAction = { label: string; icon?: ReactNode } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

/** Props of {@link FirstRunState}. */
export interface FirstRunStateProps {
  /** An icon (aria-hidden), drawn on a light brand-coloured disc. */
  icon: ReactNode;
  /** "No campaigns yet". */
  title: string;
  /** What the page is for and how it fills up. */
  children: ReactNode;
  /** The one step to start with; none when the person cannot do anything from here. */
  action?: FirstRunAction;
  /** Level of the title's heading (2 under the page's h1, 3 in a section). */
  order?: 2 | 3;
}

/**
 * What a page (or a section) shows while it has nothing yet, as on a first visit: what it is for,
 * and one button to start. Every empty page of the app uses it, so they read and look alike.
 */
export function FirstRunState({ icon, title, children, action, order = 2 }: FirstRunStateProps) {
  return (
    <EmptyState py="xl" variant="light" icon={icon}>
      <EmptyState.Title order={order}>{title}</EmptyState.Title>
      <EmptyState.Description maw={480}>{children}</EmptyState.Description>
      {action && (
        <EmptyState.Actions>
          {action.to === undefined ? (
            <Button leftSection={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          ) : (
            <Button component={Link} to={action.to} leftSection={action.icon}>
              {action.label}
            </Button>
          )}
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
