import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link SectionCard}. */
export interface SectionCardProps extends Omit<PaperProps, 'withBorder' | 'radius' | 'p'> {
  /** Its name for assistive technology: the id of its heading … */
  'aria-labelledby'?: string;
  /** … or the name itself when it has no heading element of its own. */
  'aria-label'?: string;
  /** Padding from the `sm` breakpoint up (`md` below it). */
  padding?: 'lg' | 'xl';
  children: ReactNode;
}

/** A bordered, rounded card that is a named `section` landmark of the page (billing, dashboard). */
export function SectionCard({ padding = 'lg', ...props }: SectionCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: padding }} component="section" {...props} />
  );
}
