import { StripeApiError, invalidParam } from './errors';

/**
 * Idempotent requests (https://docs.stripe.com/api/idempotent_requests): for a POST with an
 * `Idempotency-Key` (≤ 255 characters), the status and body of the first request are saved once
 * the endpoint starts running — errors included, 500s too — and a retry with the same key and
 * the same parameters gets them back (with `Idempotent-Replayed: true`). The same key with other
 * parameters, or on another endpoint, is a 400 `idempotency_error`; while the first request still
 * runs, a 409 `idempotency_key_in_use`. A request refused for its parameters saves nothing, so it
 * may be retried with the same key. Keys are forgotten after 24 hours.
 */

/** A saved answer. */
export interface SavedResponse {
  status: number;
  body: string;
  requestId: string;
}

interface Entry {
  endpoint: string;
  fingerprint: string;
  savedAt: number;
  /** Absent while the first request runs. */
  response?: SavedResponse;
}

/** What {@link IdempotencyStore.begin} decided. */
export type IdempotencyDecision =
  | { kind: 'replay'; response: SavedResponse }
  | { kind: 'run'; save: (response: SavedResponse) => void; discard: () => void };

/** Longest key Stripe takes. */
export const MAX_KEY_LENGTH = 255;
const RETENTION_MS = 24 * 60 * 60 * 1000;

/** Parameters as canonical JSON (keys sorted), to compare a retry with the first request. */
export function fingerprint(params: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(params));
}

/** Saved answers by key (one account: the fake's secret key). */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly nowMs: () => number) {}

  /** Looks the key up for `endpoint` ("POST /v1/customers") and `params`. */
  begin(key: string, endpoint: string, params: unknown): IdempotencyDecision {
    if (key.length > MAX_KEY_LENGTH) {
      throw invalidParam(
        'Idempotency-Key',
        `Invalid Idempotency-Key: it can be at most ${MAX_KEY_LENGTH} characters long, but was ${key.length}.`,
      );
    }
    this.prune();
    const print = fingerprint(params);
    const entry = this.entries.get(key);
    if (entry) {
      if (!entry.response) {
        throw new StripeApiError(
          409,
          'idempotency_error',
          'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ' +
            `${key}. Please try again later.`,
          { code: 'idempotency_key_in_use' },
        );
      }
      if (entry.endpoint !== endpoint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (entry.fingerprint !== print) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return { kind: 'replay', response: entry.response };
    }
    const fresh: Entry = { endpoint, fingerprint: print, savedAt: this.nowMs() };
    this.entries.set(key, fresh);
    return {
      kind: 'run',
      save: (response) => {
        fresh.response = response;
      },
      discard: () => {
        this.entries.delete(key);
      },
    };
  }

  private prune(): void {
    const cutoff = this.nowMs() - RETENTION_MS;
    for (const [key, entry] of this.entries) {
      if (entry.response && entry.savedAt < cutoff) this.entries.delete(key);
    }
  }
}
