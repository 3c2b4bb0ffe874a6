/**
 * What the providers that call the app (Shopify's and Stripe's webhooks) say when a delivery
 * fails, so that it never fails silently: why it failed, and what to change.
 */

/**
 * A failed POST as recorded: `{name}: {message}`, with the system error code of its cause when
 * there is one (`TypeError: fetch failed (ECONNREFUSED)`).
 */
export function deliveryError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return `${error.name}: ${error.message}${code}`;
}

/** How to fix a failed delivery to the app. */
export interface FailedDeliveryHint {
  /** Where it was POSTed. */
  url: string;
  /** The app's HTTP status; 0 when it did not answer. */
  status: number;
  /** The setting the app and the provider must share to sign and check deliveries. */
  secretSetting: string;
  /** What to do when nothing answers at the app's address (after "start Collabify there, or"). */
  elsewhere: string;
}

/**
 * The fix for a failed delivery: nothing answers at the URL's origin (start the app there, or
 * `elsewhere`), or the app refused it (its log; a 400/401 is usually a different signing secret).
 */
export function failedDeliveryHint(hint: FailedDeliveryHint): string {
  if (hint.status === 0) {
    return `Nothing answers at ${new URL(hint.url).origin}: start Collabify there, or ${hint.elsewhere}.`;
  }
  return (
    `The app refused it: see its log (a 400 or 401 usually means ${hint.secretSetting} ` +
    'differs between the app and the local provider).'
  );
}

/** `ms` as the log says it: "5 s", or "20 ms" under a second. */
export function waitText(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}
