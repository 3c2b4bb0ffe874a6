import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './media-query';

// Pages load on their first visit in a file (render-app's on-demand pages): a navigation's wait
// (findBy…, waitFor) includes importing the page, 3–4 s for the e-mail page in a fresh run on two
// cores and more under load, past Testing Library's 1 s default (rich-text editors, Mantine's
// filters and 1.5 s polling had already made 12 files raise it to 4–6 s each). A wait still ends
// as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks a few browser APIs that Mantine uses (stack-notes §4 pitfall 16).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => mediaQueryList(query, false)),
});

// The flags' addresses: the real module imports every SVG of country-flag-icons as a file address,
// which Vite refuses to serve from outside the project (a symlinked node_modules) and which no test
// needs; the same codes with made-up addresses instead.
vi.mock('@app/components/ui/flag-urls', async () => {
  const { countries } = await import('country-flag-icons');
  return { FLAG_URLS: new Map(countries.map((code) => [code, `/flags/${code}.svg`])) };
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// ProseMirror (the rich-text editor) measures the selection to scroll it into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= emptyRect;
Element.prototype.getClientRects ??= noRects;
document.elementFromPoint ??= () => null;
window.scrollTo = () => {};
// Mantine's autosize Textarea listens for font loads on `document.fonts`, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Files share a worker's modules and window (`isolate: false`, vitest.config.ts): whatever a test
// changes in them is put back here, also when the test failed midway.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.cookie.split(';').forEach((entry) => {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
