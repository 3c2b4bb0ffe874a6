import { invalidParam } from './errors';

/**
 * `expand[]` (https://docs.stripe.com/api/expanding_objects): replaces an id in the answer with the
 * object, along a dotted path (`customer`, `latest_invoice`, `items.data.price.product`, and
 * `data.…` in lists), at most 4 levels deep. Ids along the path are expanded on the way. A path
 * that does not lead to an id of an object the fake holds is refused, as Stripe refuses it.
 */

const MAX_DEPTH = 4;

function cannot(path: string) {
  return invalidParam('expand', `This property cannot be expanded (${path}).`);
}

/** A copy of `value` with each of `paths` expanded through `lookup` (an object by id). */
export function expand<T>(
  value: T,
  paths: readonly string[],
  lookup: (id: string) => object | undefined,
): T {
  const out = structuredClone(value);
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) {
      throw invalidParam(
        'expand',
        `You cannot expand more than ${MAX_DEPTH} levels of a property. Property: ${path}`,
      );
    }
    if (segments.some((s) => s === '')) throw cannot(path);
    apply(out, segments, path, lookup);
  }
  return out;
}

function apply(
  node: unknown,
  segments: string[],
  path: string,
  lookup: (id: string) => object | undefined,
): void {
  if (Array.isArray(node)) {
    for (const item of node) apply(item, segments, path, lookup);
    return;
  }
  if (!node || typeof node !== 'object') throw cannot(path);
  const record = node as Record<string, unknown>;
  const [key, ...rest] = segments as [string, ...string[]];
  if (!Object.hasOwn(record, key)) throw cannot(path);
  let value = record[key];
  if (typeof value === 'string') {
    const found = lookup(value);
    if (!found) throw cannot(path);
    value = structuredClone(found);
    record[key] = value;
  } else if (rest.length === 0 && (value === null || typeof value === 'object')) {
    return;
  } else if (rest.length === 0) {
    throw cannot(path);
  }
  if (rest.length > 0 && value !== null) apply(value, rest, path, lookup);
}
