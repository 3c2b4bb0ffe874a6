import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link RowCard}: its name, its content, and data-* attributes for styles and tests. */
export type RowCardProps = { label: string; children: ReactNode } & {
  [data: `data-${string}`]: string | number;
};

/** One item of a list (a campaign, a collaboration, a pick) as a bordered `article` named `label`. */
export function RowCard({ label, children, ...data }: RowCardProps) {
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={label} {...data}>
      {children}
    </Paper>
  );
}
