import { setTimeout as sleep } from 'node:timers/promises';
import pRetry from 'p-retry';
import { deliveryError } from '../kit/webhook-log';
import { deliveryLogLine } from './delivery-log';
import type { FakeEvent, FakeEventType } from './events';
import { stripeSignatureHeader } from './signing';

/**
 * Webhook deliveries (https://docs.stripe.com/webhooks): each event is POSTed to the endpoint as
 * `JSON.stringify(event, null, 2)` with `Content-Type: application/json; charset=utf-8` and a
 * `Stripe-Signature` made at send time. A 2xx answer delivers it; any other status, a timeout or
 * a connection error is retried after each of `retryDelaysMs` in turn (p-retry), every attempt
 * recorded. Events go out one after another in creation order (each waits for the previous one's
 * first attempt, not its retries); hold/release reorders or duplicates them for tests. Stripe
 * itself guarantees neither order nor single delivery, which is what hold/release imitates.
 * With `log`, every attempt is logged; a failed one as a warning that names the URL, what comes
 * next (the retry, or Resend) and the fix ({@link deliveryLogLine}).
 */

/** One POST of an event and what came back. */
export interface FakeDelivery {
  eventId: string;
  type: FakeEventType;
  url: string;
  /** 1 for the first try of a send, 2… for its retries. */
  attempt: number;
  /** The receiver's HTTP status; 0 when it did not answer (refused, reset, timed out). */
  status: number;
  /** Why there was no answer. */
  error: string | null;
  /** When it was sent (the fake's clock). */
  at: Date;
  /** Wait before the next attempt; null when none follows. */
  retryInMs: number | null;
  /** A manual redelivery, or the second copy of `releaseDeliveries({ twice: true })`. */
  redelivery: boolean;
}

/** Where an event's delivery is, for the dashboard. */
export type DeliveryState =
  'no endpoint' | 'held' | 'queued' | 'sending' | 'retrying' | 'delivered' | 'failed';

/** Options of {@link WebhookSender}. */
export interface WebhookSenderOptions {
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
  /** Where to POST; null sends nothing (events are still recorded). */
  url: string | null;
  /** Waits before each retry, ms (their count is the number of retries). */
  retryDelaysMs: readonly number[];
  /** How long a receiver has to answer, ms. */
  timeoutMs: number;
  now: () => Date;
  log?: boolean;
}

/** Order of `releaseDeliveries`. */
export interface ReleaseOptions {
  order?: 'as-created' | 'reverse';
  /** Send the whole sequence, then the whole sequence again (duplicates). */
  twice?: boolean;
}

class DeliveryFailed extends Error {
  constructor(readonly delivery: FakeDelivery) {
    super(`Webhook ${delivery.eventId} answered ${delivery.status || delivery.error}`);
  }
}

/** Sends events to the webhook endpoint and records every attempt. */
export class WebhookSender {
  readonly deliveries: FakeDelivery[] = [];
  url: string | null;
  private readonly bodies = new Map<string, string>();
  private readonly events = new Map<string, FakeEvent>();
  /** Events given to an endpoint (their pending_webhooks is 1 until delivered). */
  private readonly targeted = new Map<string, string>();
  private readonly delivered = new Set<string>();
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, number>();
  private held: FakeEvent[] | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stop = new AbortController();

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  /** A new event: sent now (after the ones before it), held, or only recorded without a URL. */
  enqueue(event: FakeEvent): void {
    this.bodies.set(event.id, JSON.stringify(event, null, 2));
    this.events.set(event.id, event);
    if (!this.url) return;
    this.targeted.set(event.id, this.url);
    if (this.held) this.held.push(event);
    else this.schedule(event, false);
  }

  /** From now on, keep new events instead of sending them. */
  hold(): void {
    this.held ??= [];
  }

  /** Sends what was held (and stops holding); resolves once each has had its first attempt. */
  release(options: ReleaseOptions = {}): Promise<void> {
    const held = this.held ?? [];
    this.held = null;
    const ordered = options.order === 'reverse' ? [...held].reverse() : held;
    const sequence = options.twice ? [...ordered, ...ordered] : ordered;
    sequence.forEach((event, index) => this.schedule(event, index >= ordered.length));
    return this.chain;
  }

  /** Sends an event again, once, with a fresh signature (Stripe's "Resend"). */
  async redeliver(eventId: string): Promise<FakeDelivery> {
    const event = this.events.get(eventId);
    if (!event) throw new Error(`No event ${eventId}`);
    if (!this.url) throw new Error('No webhook URL is set');
    this.targeted.set(eventId, this.url);
    const sending = this.post(event, this.url, 1, true);
    this.inFlight.add(sending);
    try {
      const delivery = await sending;
      this.logAttempt(delivery, 1);
      return delivery;
    } finally {
      this.inFlight.delete(sending);
    }
  }

  /** Resolves when nothing is being sent or waiting for a retry (held events do not count). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** 1 while an event given to an endpoint has not been answered with a 2xx, else 0. */
  pending(eventId: string): number {
    return this.targeted.has(eventId) && !this.delivered.has(eventId) ? 1 : 0;
  }

  /** Where an event's delivery is. */
  state(eventId: string): DeliveryState {
    if (this.held?.some((event) => event.id === eventId)) return 'held';
    if (this.delivered.has(eventId)) return 'delivered';
    if ((this.active.get(eventId) ?? 0) > 0) {
      return (this.waiting.get(eventId) ?? 0) > 0 ? 'retrying' : 'sending';
    }
    if (!this.targeted.has(eventId)) return 'no endpoint';
    return this.deliveries.some((d) => d.eventId === eventId) ? 'failed' : 'queued';
  }

  /** Stops retries and pending sends. */
  close(): void {
    this.stop.abort(new Error('The local Stripe stopped'));
  }

  /** Logs an attempt when asked: its status, or why it failed, what comes next and the fix. */
  private logAttempt(delivery: FakeDelivery, attempts: number): void {
    if (!this.options.log) return;
    const line = deliveryLogLine(delivery, attempts);
    if (delivery.status >= 200 && delivery.status < 300) console.log(line);
    else console.warn(line);
  }

  private count(map: Map<string, number>, id: string, by: number): void {
    map.set(id, (map.get(id) ?? 0) + by);
  }

  private schedule(event: FakeEvent, redelivery: boolean): void {
    const url = this.targeted.get(event.id) ?? this.url!;
    this.count(this.active, event.id, 1);
    const step = this.chain.then(
      () =>
        new Promise<void>((firstAttemptDone) => {
          const run = this.sendWithRetries(event, url, redelivery, firstAttemptDone).finally(() => {
            this.count(this.active, event.id, -1);
            this.inFlight.delete(run);
          });
          this.inFlight.add(run);
        }),
    );
    this.chain = step;
    this.inFlight.add(step);
    void step.finally(() => this.inFlight.delete(step));
  }

  private async sendWithRetries(
    event: FakeEvent,
    url: string,
    redelivery: boolean,
    firstAttemptDone: () => void,
  ): Promise<void> {
    const delays = this.options.retryDelaysMs;
    try {
      await pRetry(
        async (attemptNumber) => {
          if (this.stop.signal.aborted) throw this.stop.signal.reason;
          const delivery = await this.post(event, url, attemptNumber, redelivery);
          firstAttemptDone();
          const delivered = delivery.status >= 200 && delivery.status < 300;
          if (!delivered) delivery.retryInMs = delays[attemptNumber - 1] ?? null;
          this.logAttempt(delivery, delays.length + 1);
          if (delivered) return;
          throw new DeliveryFailed(delivery);
        },
        {
          retries: delays.length,
          minTimeout: 0,
          signal: this.stop.signal,
          onFailedAttempt: async ({ error }) => {
            if (!(error instanceof DeliveryFailed) || error.delivery.retryInMs === null) return;
            this.count(this.waiting, event.id, 1);
            try {
              await sleep(error.delivery.retryInMs, undefined, {
                signal: this.stop.signal,
                ref: false,
              });
            } finally {
              this.count(this.waiting, event.id, -1);
            }
          },
        },
      );
    } catch {
      // Every attempt is in `deliveries`; a delivery that never succeeded ends here.
    } finally {
      firstAttemptDone();
    }
  }

  private async post(
    event: FakeEvent,
    url: string,
    attempt: number,
    redelivery: boolean,
  ): Promise<FakeDelivery> {
    const body = this.bodies.get(event.id)!;
    const at = this.options.now();
    const delivery: FakeDelivery = {
      eventId: event.id,
      type: event.type,
      url,
      attempt,
      status: 0,
      error: null,
      at,
      retryInMs: null,
      redelivery,
    };
    this.deliveries.push(delivery);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          Accept: '*/*; q=0.5, application/xml',
          'Cache-Control': 'no-cache',
          'Stripe-Signature': stripeSignatureHeader(
            body,
            this.options.secret,
            Math.floor(at.getTime() / 1000),
          ),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.status = response.status;
      if (delivery.status >= 200 && delivery.status < 300) this.delivered.add(event.id);
    } catch (error) {
      delivery.error = deliveryError(error);
    }
    return delivery;
  }
}
