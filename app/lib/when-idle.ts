/** How long an idle callback may wait for the browser to be idle, in ms, before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Calls `callback` once, when the page has loaded (its `load` event, or at once when it has) and
 * then the browser is next idle (`requestIdleCallback`, at most 2 s later; a zero timeout in a
 * browser without it), so the work it starts never delays the page's own loading and painting.
 */
export function afterLoadWhenIdle(target: Window & typeof globalThis, callback: () => void): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function')
      target.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    else target.setTimeout(callback, 0);
  };
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
