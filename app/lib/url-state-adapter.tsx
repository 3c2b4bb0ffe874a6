import {
  renderQueryString,
  unstable_createAdapterProvider as createAdapterProvider,
  type unstable_AdapterInterface as AdapterInterface,
  type unstable_UpdateUrlFunction as UpdateUrlFunction,
} from 'nuqs/adapters/custom';
import { useCallback, useContext, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';

/** A query nuqs wrote, and the key of the router's live location it was written over. */
interface Written {
  fromKey: string;
  search: string;
}

/**
 * nuqs on top of React Router's own location and navigation, so the router stays the one source
 * of the address: the same code works on the browser router, the server's static router and the
 * tests' memory routers, and every `useLocation`/`useSearchParams` reader sees nuqs' changes.
 * (nuqs' shipped React Router adapter reads `window.location` and writes `window.history`
 * itself, which a memory router never sees and which, shallow, leaves the router's location
 * behind.) `history: 'push'` adds an entry, `'replace'` replaces it; the page only scrolls when
 * an update asks for `scroll`. Contract: nuqs' custom adapters, nuqs.dev/docs/adapters.
 */
function useReactRouterAdapter(): AdapterInterface {
  const location = useLocation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // The router renders a navigation later (in a transition), and on a slow device several writes
  // can be on their way while the rendered location is still older than all of them. Until the
  // rendered location reaches the query last written, that query is the address, as in nuqs' own
  // adapters: reading the rendered one would hand nuqs an older query, which it takes as the new
  // state (a held arrow key on a slider lost steps that way). The write stops counting once it is
  // rendered, or once the router's live address is neither it nor the one it was written over
  // (back, forward, a link).
  const [written, setWritten] = useState<Written | null>(null);
  const live = router?.state.location ?? location;
  const pending =
    written !== null &&
    location.search !== written.search &&
    live.pathname === location.pathname &&
    (live.search === written.search || live.key === written.fromKey);
  if (written !== null && !pending) setWritten(null);
  const search = pending ? written.search : location.search;
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);

  const updateUrl = useCallback<UpdateUrlFunction>(
    (next, options) => {
      const now = router?.state.location ?? location;
      // nuqs writes a few milliseconds after a change; by then the person may have left the page
      // or gone back or forward. Like nuqs' own adapters, the late write is then dropped.
      if (now.pathname !== location.pathname) return;
      if (router?.state.historyAction === 'POP' && now.key !== location.key) return;
      const query = renderQueryString(next);
      setWritten({ fromKey: now.key, search: query });
      return navigate(
        { search: query },
        { replace: options.history === 'replace', preventScrollReset: !options.scroll },
      );
    },
    [navigate, router, location],
  );
  // nuqs applies its queued changes to the address as it is when it flushes them (at least 50 ms
  // after its last write, which the router holds by then): the router's live state.
  const getSearchParamsSnapshot = useCallback(
    () => new URLSearchParams(router ? router.state.location.search : search),
    [router, search],
  );
  return { searchParams, pathname: location.pathname, updateUrl, getSearchParamsSnapshot };
}

/** Lets nuqs' hooks keep state in the address through React Router: wrap the router with it. */
export const UrlStateAdapter = createAdapterProvider(useReactRouterAdapter);
