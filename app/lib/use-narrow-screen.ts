import { useSyncExternalStore } from 'react';

/** Narrower than Mantine's `sm` breakpoint (48em, 768 px). */
const NARROW = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is narrower than Mantine's `sm` breakpoint (48em, 768 px): a phone, where
 * layouts switch to a single column (the complement of `visibleFrom="sm"`). Read at the first
 * render, so nothing is drawn first for the wrong size — except when taking over a page the server
 * rendered (it cannot know the width): that render is wide, then follows the window at once
 * (React's server snapshot, so hydration never mismatches).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

const subscribeToNothing = () => () => {};

/**
 * Whether the window's width is known: false while the server renders and while the browser
 * hydrates that render (React's server snapshot), true from then on and in any render the browser
 * starts itself. A page the server drew can then carry both a phone's and a wide screen's version
 * of a control (the stylesheet shows one) until the app knows which it needs.
 */
export function useWidthKnown(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
