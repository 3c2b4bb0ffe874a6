import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Billing } from '@shared/schemas/billing';
import type { SelfUser } from '@shared/schemas/users';
import { billingQueryOptions } from '@app/features/billing/api/get-billing';
import { unreadCountQueryOptions } from '@app/features/messages/api/get-unread-count';
import { AppProvider } from '@app/provider';
import { currentUserQueryKey } from '@app/lib/auth';
import { createQueryClient } from '@app/lib/query-client';
import { setToken } from '@app/lib/token-storage';
import { buildRoutes, LAZY_PAGES, type PageResolver } from '@app/router';
import { createElement, StrictMode, type ComponentType } from 'react';
import { beforeAll } from 'vitest';

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** Signs in with this user (a token is stored, the user is cached, and nothing is unread). */
  user?: SelfUser;
  token?: string;
  /** Renders inside React's StrictMode, as the app runs (effects run twice in development). */
  strict?: boolean;
  /**
   * The signed-in account's billing cached at start (the shell's failed-payment banner reads it):
   * by default a Free account whose payments are fine, so pages' tests see only their calls;
   * `'fetch'` leaves it to `GET /api/billing`.
   */
  billing?: Billing | 'fetch';
}

const loaded = new Map<string, ComponentType>();

/** A Free account's billing with nothing failing: what {@link renderApp} caches by default. */
const FREE_BILLING: Billing = {
  configured: true,
  plan: 'free',
  planSource: 'free',
  subscription: null,
  paymentFailed: null,
  period: { start: '2026-06-01T00:00:00.000Z', end: '2026-07-01T00:00:00.000Z' },
  usage: [],
  portalAvailable: false,
};

/**
 * Loads every lazy page once, so pages render in the same tick as the app, as the tests expect;
 * the lazy loading itself is exercised by the e2e suite. Runs before the tests of every file that
 * imports this helper.
 */
async function preloadPages(): Promise<void> {
  for (const page of LAZY_PAGES)
    if (!loaded.has(page.name))
      loaded.set(page.name, (await page.load())[page.name] as ComponentType);
}

beforeAll(preloadPages);

const preloaded: PageResolver = (page) => {
  const component = loaded.get(page.name);
  if (!component) throw new Error(`Page ${page.name} was not preloaded: call preloadPages() first`);
  return { element: createElement(component) };
};

/**
 * Renders the whole app (providers, route guard, shell, pages) on a memory router at `address`.
 * Returns Testing Library's result plus the router, to read `router.state.location`.
 */
export function renderApp(address: string, options: RenderAppOptions = {}) {
  notifications.clean();
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  if (options.user) {
    setToken(options.token ?? 'test-token');
    queryClient.setQueryData(currentUserQueryKey, options.user);
    // The header's inbox badge polls this; cached as "nothing unread", pages' tests see only their calls.
    queryClient.setQueryData(unreadCountQueryOptions().queryKey, {
      messages: 0,
      collaborations: 0,
    });
    if (options.billing !== 'fetch')
      queryClient.setQueryData(billingQueryOptions().queryKey, options.billing ?? FREE_BILLING);
  }
  const router = createMemoryRouter(buildRoutes(preloaded), { initialEntries: [address] });
  const app = (
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>
  );
  const result = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, queryClient };
}

/** The router's current address: pathname + search + hash. */
export function currentAddress(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
