import { Anchor, type AnchorProps, Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import classes from './row-card.module.css';

/**
 * Props of {@link RowCard}: its name, its content, the element it is (an `article`, or an `li` in
 * a list), its padding and background, and data-* attributes for styles and tests.
 */
export type RowCardProps = {
  label: string;
  children: ReactNode;
  component?: 'article' | 'li';
} & Pick<PaperProps, 'p' | 'bg'> & {
    [data: `data-${string}`]: string | number;
  };

/**
 * One item of a list (a campaign, a collaboration, a pick) as a bordered `article` named `label`.
 * With a {@link RowCardLink} inside, the whole card opens that link; its other links, buttons and
 * inputs still work on their own.
 */
export function RowCard({
  label,
  children,
  component = 'article',
  p = 'sm',
  ...rest
}: RowCardProps) {
  return (
    <Paper
      component={component}
      withBorder
      radius="md"
      p={p}
      aria-label={label}
      className={classes.card}
      {...rest}
    >
      {children}
    </Paper>
  );
}

/** Props of {@link RowCardLink}: where it leads, router state, and how its words look. */
export type RowCardLinkProps = {
  to: To;
  state?: unknown;
  children: ReactNode;
} & Pick<AnchorProps, 'fw' | 'c' | 'inherit' | 'size'>;

/**
 * The one link of a {@link RowCard} (its title), covering the whole card: clicking anywhere on
 * the card that is not another control opens it. Its words wrap rather than being cut.
 */
export function RowCardLink({ to, state, children, ...look }: RowCardLinkProps) {
  return (
    <Anchor
      component={Link}
      to={to}
      state={state}
      className={classes.link}
      style={{ overflowWrap: 'anywhere' }}
      {...look}
    >
      {children}
    </Anchor>
  );
}
