import type Stripe from 'stripe';
import { newId } from './ids';

/**
 * Events (https://docs.stripe.com/api/events/object): `data.object` is a snapshot of the object
 * when the event happened, `data.previous_attributes` (on `*.updated`) the old values of the
 * fields that changed — a changed hash gives only its changed keys, a changed list or array the
 * whole old value. `request` names the API request that caused it (null id and key for what
 * happened on a hosted page or on Stripe's own schedule, like a renewal).
 */

/** The event types the fake emits. */
export type FakeEventType =
  | 'customer.created'
  | 'customer.updated'
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.created'
  | 'invoice.finalized'
  | 'invoice.paid'
  | 'invoice.payment_succeeded'
  | 'invoice.payment_failed';

/** An event as Stripe sends it (the SDK's `Stripe.Event` narrowed to what the fake emits). */
export interface FakeEvent extends Stripe.EventBase {
  type: FakeEventType;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

/** The API request behind an event. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

/** No API request: a hosted page, the dashboard or the billing schedule. */
export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The old values of what changed from `before` to `after`, Stripe's way: nested hashes recurse,
 * lists (`object: "list"`) and arrays are given whole. Empty when nothing changed.
 */
export function previousAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const old = before[key];
    const now = after[key];
    if (same(old, now)) continue;
    if (isPlainObject(old) && isPlainObject(now) && old.object !== 'list') {
      out[key] = previousAttributes(old, now);
    } else {
      out[key] = old === undefined ? null : structuredClone(old);
    }
  }
  return out;
}

/** Every event, in creation order, and a listener (the webhook sender) told of each new one. */
export class EventLog {
  readonly all: FakeEvent[] = [];
  private readonly byId = new Map<string, FakeEvent>();

  constructor(
    private readonly options: {
      apiVersion: string;
      nowSeconds: () => number;
      /** Endpoints that will be sent the event (1 with a webhook URL, else 0). */
      endpoints: () => number;
      onEvent: (event: FakeEvent) => void;
    },
  ) {}

  /** Records an event about `object` (snapshotted now) and hands it to the listener. */
  emit(
    type: FakeEventType,
    object: object,
    options: { previous?: Record<string, unknown>; request?: EventRequest } = {},
  ): FakeEvent {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: this.options.nowSeconds(),
      data: {
        object: structuredClone(object) as Record<string, unknown>,
        ...(options.previous ? { previous_attributes: structuredClone(options.previous) } : {}),
      },
      livemode: false,
      pending_webhooks: this.options.endpoints(),
      request: { ...(options.request ?? NO_REQUEST) },
      type,
    };
    this.all.push(event);
    this.byId.set(event.id, event);
    this.options.onEvent(event);
    return event;
  }

  /** The event with this id. */
  get(id: string): FakeEvent | undefined {
    return this.byId.get(id);
  }
}
