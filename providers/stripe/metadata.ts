import { invalidParam } from './errors';
import type { Params } from './params';

/**
 * Stripe metadata (https://docs.stripe.com/api/metadata): up to 50 keys, keys up to 40 characters
 * without square brackets, values strings up to 500 characters. On update, keys merge into what
 * is there; a key posted with an empty value is removed, and `metadata=` (empty) removes all.
 */

/** Stripe's limits. */
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

/** What a request asks: set/remove keys (value '' removes), or clear everything. */
export type MetadataUpdate = { clear: true } | { clear: false; values: Record<string, string> };

/** Reads `key` (usually "metadata") as a metadata update, refusing what Stripe refuses. */
export function readMetadata(params: Params, key = 'metadata'): MetadataUpdate | undefined {
  const value = params.rawValue(key);
  const name = params.name(key);
  if (value === undefined) return undefined;
  if (value === '') return { clear: true };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParam(name, `Invalid hash`);
  }
  const values: Record<string, string> = {};
  for (const [metaKey, metaValue] of Object.entries(value)) {
    const param = `${name}[${metaKey}]`;
    if (metaKey.length > METADATA_LIMITS.keyLength) {
      throw invalidParam(
        param,
        `Metadata keys can have up to ${METADATA_LIMITS.keyLength} characters: '${metaKey}' has ${metaKey.length}.`,
      );
    }
    if (typeof metaValue !== 'string') {
      throw invalidParam(
        param,
        `Invalid value type: ${JSON.stringify(metaValue)} must be a string`,
      );
    }
    if (metaValue.length > METADATA_LIMITS.valueLength) {
      throw invalidParam(
        param,
        `Metadata values can have up to ${METADATA_LIMITS.valueLength} characters, but you passed in a value that is ${metaValue.length} characters.`,
      );
    }
    values[metaKey] = metaValue;
  }
  checkKeyCount(name, Object.keys(values).length);
  return { clear: false, values };
}

function checkKeyCount(param: string, count: number): void {
  if (count > METADATA_LIMITS.keys) {
    throw invalidParam(
      param,
      `Invalid metadata: metadata cannot have more than ${METADATA_LIMITS.keys} keys (it would have ${count}).`,
    );
  }
}

/** The metadata after an update (a new object; `param` names the refusal of a 51st key). */
export function applyMetadata(
  current: Record<string, string>,
  update: MetadataUpdate | undefined,
  param = 'metadata',
): Record<string, string> {
  if (!update) return { ...current };
  if (update.clear) return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update.values)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  checkKeyCount(param, Object.keys(next).length);
  return next;
}
