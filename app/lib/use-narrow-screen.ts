import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is narrower than Mantine's `sm` breakpoint (48em, 768 px): a phone, where
 * layouts switch to a single column (the complement of `visibleFrom="sm"`). Read at the first
 * render, so nothing is drawn first for the wrong size.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
