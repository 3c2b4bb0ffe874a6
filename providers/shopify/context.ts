import type { FakeStore, ShopState } from './store';
import type { AccessTokenRecord } from './tokens';

/** What every resolver of one Admin GraphQL request sees. */
export interface AdminContext {
  store: FakeStore;
  shop: ShopState;
  /** The access token of the request (its scope decides ACCESS_DENIED). */
  token: AccessTokenRecord;
  /** API version of the request path, e.g. "2026-10". */
  apiVersion: string;
  /** `http://127.0.0.1:{port}`: base of the URLs the fake serves itself (images, product pages). */
  origin: string;
  /** The clock, in ms. */
  now: () => number;
  /** Webhooks a mutation caused (REST topic and payload), sent once the answer is out. */
  events: { topic: string; payload: object }[];
}

/** ISO-8601 in UTC without milliseconds, as the Admin GraphQL `DateTime` scalar is serialised. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
