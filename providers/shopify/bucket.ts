/**
 * The leaky bucket behind GraphQL Admin API rate limits: one per (app, shop), refilled
 * continuously at `restoreRate` points per second up to `maximumAvailable`; a query is run only
 * when the bucket holds its requested cost, and the difference between requested and actual cost
 * is given back afterwards (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits,
 * https://shopify.dev/docs/api/usage/limits#the-leaky-bucket-algorithm).
 */

/** Bucket settings: points, and points per second. */
export interface BucketOptions {
  maximumAvailable: number;
  restoreRate: number;
}

/** The `extensions.cost.throttleStatus` object of every GraphQL response. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/** A leaky bucket reading time from an injectable clock (milliseconds). */
export class LeakyBucket {
  private available: number;
  private updatedAt: number;

  constructor(
    private readonly options: BucketOptions,
    private readonly now: () => number,
  ) {
    this.available = options.maximumAvailable;
    this.updatedAt = now();
  }

  /** Points available now, after refilling for the time elapsed since the last look. */
  currentlyAvailable(): number {
    const now = this.now();
    const elapsed = Math.max(0, now - this.updatedAt) / 1000;
    this.available = Math.min(
      this.options.maximumAvailable,
      this.available + elapsed * this.options.restoreRate,
    );
    this.updatedAt = now;
    return this.available;
  }

  /** Takes `points` when the bucket holds them (true), or takes nothing (false). */
  take(points: number): boolean {
    if (this.currentlyAvailable() < points) return false;
    this.available -= points;
    return true;
  }

  /** Gives back `points` (the requested cost not used), never beyond the maximum. */
  refund(points: number): void {
    this.available = Math.min(this.options.maximumAvailable, this.currentlyAvailable() + points);
  }

  /** Empties the bucket, so the next query with a cost above 0 is throttled. */
  drain(): void {
    this.currentlyAvailable();
    this.available = 0;
  }

  /** The throttle status as Shopify reports it (points rounded down to whole numbers). */
  status(): ThrottleStatus {
    return {
      maximumAvailable: this.options.maximumAvailable,
      currentlyAvailable: Math.floor(this.currentlyAvailable()),
      restoreRate: this.options.restoreRate,
    };
  }
}
