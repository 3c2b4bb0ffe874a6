import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import type { Billing } from '@shared/schemas/billing';
import type { SelfUser } from '@shared/schemas/users';
import { billingQueryOptions } from '@app/features/billing/api/get-billing';
import { unreadCountQueryOptions } from '@app/features/messages/api/get-unread-count';
import { latestNotificationsQueryOptions } from '@app/features/notifications/api/get-notifications';
import { AppProvider } from '@app/provider';
import { currentUserQueryKey } from '@app/lib/auth';
import { createQueryClient } from '@app/lib/query-client';
import { setToken } from '@app/lib/token-storage';
import { buildRoutes, LAZY_PAGES, type LazyPage, type PageResolver } from '@app/router';
import { createElement, StrictMode, type ComponentType } from 'react';

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
  /**
   * Addresses the test goes on to open, whose pages are loaded before the first render too: a
   * page's first load compiles its modules, seconds on a busy machine, which would otherwise count
   * against the wait for what the navigation shows.
   */
  visits?: string[];
}

const loaded = new Map<string, ComponentType>();

/** A Free account's billing with nothing failing: what {@link renderApp} caches by default. */
const FREE_BILLING: Billing = {
  configured: true,
  plan: 'free',
  planName: 'Free',
  planSource: 'free',
  subscription: null,
  paymentFailed: null,
  period: { start: '2026-06-01T00:00:00.000Z', end: '2026-07-01T00:00:00.000Z' },
  usage: [],
  portalAvailable: false,
};

/** Loads a page's module once per test file and keeps its component. */
async function loadPage(page: LazyPage): Promise<ComponentType> {
  let component = loaded.get(page.name);
  if (!component) {
    component = (await page.load())[page.name] as ComponentType;
    loaded.set(page.name, component);
  }
  return component;
}

/**
 * A page already loaded renders in the same tick as the app; any other loads on its first visit
 * through React Router's `lazy`, as in the app (navigation commits once the page has loaded). A
 * test file so pays only for the pages it opens: loading all ~40 pages before every file was most
 * of the app project's time.
 */
const onDemand: PageResolver = (page) => {
  const component = loaded.get(page.name);
  if (component) return { element: createElement(component) };
  return { lazy: async () => ({ Component: await loadPage(page) }) };
};

/** Loads the pages that `address` matches, so the first render shows them, not the fallback. */
async function loadPagesAt(address: string): Promise<void> {
  const matched = matchRoutes(buildRoutes(onDemand), address) ?? [];
  await Promise.all(
    LAZY_PAGES.filter((page) =>
      matched.some(({ route }) => (page.path === '' ? route.index : route.path === page.path)),
    ).map(loadPage),
  );
}

/**
 * Renders the whole app (providers, route guard, shell, pages) on a memory router at `address`,
 * once the page at `address` has loaded (pages visited later load on their visit).
 * Resolves to Testing Library's result plus the router, to read `router.state.location`.
 */
export async function renderApp(address: string, options: RenderAppOptions = {}) {
  await Promise.all([address, ...(options.visits ?? [])].map(loadPagesAt));
  notifications.clean();
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  if (options.user) {
    setToken(options.token ?? 'test-token');
    queryClient.setQueryData(currentUserQueryKey, options.user);
    // The header's inbox badge and bell poll these; cached as "nothing unread", pages' tests see
    // only their calls.
    queryClient.setQueryData(unreadCountQueryOptions().queryKey, {
      messages: 0,
      collaborations: 0,
    });
    queryClient.setQueryData(latestNotificationsQueryOptions().queryKey, {
      unread: 0,
      items: [],
      nextBefore: null,
    });
    if (options.billing !== 'fetch')
      queryClient.setQueryData(billingQueryOptions().queryKey, options.billing ?? FREE_BILLING);
  }
  const router = createMemoryRouter(buildRoutes(onDemand), { initialEntries: [address] });
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
