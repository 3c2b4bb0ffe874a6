import { useEffect, useRef } from 'react';

/**
 * Runs `run` once after the first render of the component, and never again for this instance —
 * not even when React's StrictMode runs effects twice in development. For the callback's
 * single-use code and state, which a second post would only see refused. `run` is read when the
 * effect runs. (The Shopify feature keeps its own copy: features do not import each other.)
 */
export function useRunOnce(run: () => void): void {
  const done = useRef(false);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}
