/**
 * TikTok's Display API limit: a sliding one-minute window per endpoint, 600 requests by default
 * (https://developers.tiktok.com/doc/tiktok-api-v2-rate-limit). A request over the limit is
 * answered 429 `rate_limit_exceeded` and does not count.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts a request to `key` and answers true, or answers false when the window is full. */
  take(key: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}
