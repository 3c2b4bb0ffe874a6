/**
 * Access scopes (https://shopify.dev/docs/api/usage/access-scopes). A `write_x` scope implies
 * `read_x`, as Shopify grants it and as the SDK's `AuthScopes` expands it.
 */

/** Scopes the fake's authorize page accepts; anything else is refused as `invalid_scope`. */
export const KNOWN_SCOPES: ReadonlySet<string> = new Set(
  [
    'products',
    'discounts',
    'price_rules',
    'orders',
    'all_orders',
    'draft_orders',
    'customers',
    'inventory',
    'locations',
    'fulfillments',
    'shipping',
    'content',
    'themes',
    'script_tags',
    'marketing_events',
    'reports',
    'analytics',
    'product_listings',
    'publications',
    'files',
    'metaobjects',
  ].flatMap((resource) =>
    resource === 'all_orders' ? ['read_all_orders'] : [`read_${resource}`, `write_${resource}`],
  ),
);

/** Splits a comma-separated scope string ("read_products, write_discounts") into trimmed names. */
export function parseScopes(scope: string): string[] {
  return scope
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Whether a granted scope string covers `required` (`write_x` covers `read_x`). */
export function hasScope(granted: string, required: string): boolean {
  const scopes = new Set(parseScopes(granted));
  if (scopes.has(required)) return true;
  const read = /^(unauthenticated_)?read_(.+)$/.exec(required);
  return read !== null && scopes.has(`${read[1] ?? ''}write_${read[2]}`);
}

/** The names in `scope` that are not known access scopes. */
export function unknownScopes(scope: string): string[] {
  return parseScopes(scope).filter((s) => !KNOWN_SCOPES.has(s));
}
