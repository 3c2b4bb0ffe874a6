import { useEffect, useRef } from 'react';

/**
 * Runs `run` once after the first render of the component, and never again for this instance —
 * not even when React's StrictMode runs effects twice in development. For single-use calls: a
 * provider's callback whose code and state may be redeemed once (Shopify, Google, YouTube).
 * `run` is read when the effect runs.
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
