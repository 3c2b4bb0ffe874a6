import { vi } from 'vitest';

/** What `window.matchMedia(query)` answers in the tests (jsdom has no media queries). */
export function mediaQueryList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  };
}

/**
 * Makes the window a phone's for the current test: media queries with a max-width of 47.99em
 * (below Mantine's `sm`) match (see useNarrowScreen). Undone after each test (restoreAllMocks).
 */
export function simulateNarrowScreen(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query.includes('max-width: 47.99em')),
  );
}
