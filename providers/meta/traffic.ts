import { APP_LIMIT_REACHED, GraphError, outage, tooManyInstagramCalls } from './graph-errors';
import type { GraphAnswer, GraphRequest } from './graph-request';

/**
 * What the fake counts of Graph traffic (https://developers.facebook.com/docs/graph-api/overview/rate-limiting):
 *
 * - Platform rate limit: graph.facebook.com calls in the last hour (a rolling window on the
 *   fake's clock) against `appCallsPerHour` (Meta: 200 × the app's daily active users). Every
 *   graph.facebook.com answer carries `X-App-Usage: {"call_count", "total_cputime",
 *   "total_time"}` in percent; at 100 calls answer code 4 "(#4) Application request limit
 *   reached". Calls under a business-use-case limit do not count here ("if both Platform and
 *   BUC rate limits can be applied to a request, BUC rate limits will be applied").
 * - Business use case (BUC) limit of business discovery: calls per caller Instagram account in
 *   the last hour against `businessDiscoveryCallsPerHour`, reported as
 *   `X-Business-Use-Case-Usage: {"<ig-user-id>": [{"type": "instagram", "call_count",
 *   "total_cputime", "total_time", "estimated_time_to_regain_access"}]}` (minutes); past the
 *   limit calls answer code 80002.
 *
 * The fake models call counts only: CPU and total time are reported equal to the call share.
 * Refused calls (outages, limits reached) are not counted. Also an outage switch (the next
 * calls answer 500 / 503) and a log of every Graph call, for tests.
 */

const HOUR = 3600_000;
const MINUTE = 60_000;

/** One Graph call the fake answered (no token, no query). */
export interface GraphCall {
  host: string;
  method: string;
  /** The path with its version, e.g. `/v25.0/17841405309211844`. */
  path: string;
  status: number;
}

/** Calls in a rolling hour against a limit. */
class HourWindow {
  private times: number[] = [];
  constructor(private readonly limit: number) {}

  private prune(now: number) {
    this.times = this.times.filter((t) => t > now - HOUR);
  }

  add(now: number) {
    this.prune(now);
    this.times.push(now);
  }

  /** Percent of the limit used (0–100). */
  percent(now: number): number {
    this.prune(now);
    return Math.min(100, Math.floor((this.times.length * 100) / this.limit));
  }

  full(now: number): boolean {
    this.prune(now);
    return this.times.length >= this.limit;
  }

  /** Whole minutes until a call is allowed again; 0 while under the limit. */
  minutesToRegain(now: number): number {
    this.prune(now);
    if (this.times.length < this.limit) return 0;
    const leaves = this.times[this.times.length - this.limit]! + HOUR;
    return Math.max(1, Math.ceil((leaves - now) / MINUTE));
  }
}

/** Limits of {@link GraphTraffic}. */
export interface GraphTrafficLimits {
  appCallsPerHour: number;
  businessDiscoveryCallsPerHour: number;
}

/** The counters, the outage switch and the call log of one fake. */
export class GraphTraffic {
  readonly calls: GraphCall[] = [];
  private readonly app: HourWindow;
  private readonly discovery = new Map<string, HourWindow>();
  private failures: { count: number; status: number } = { count: 0, status: 500 };

  constructor(
    private readonly now: () => number,
    private readonly limits: GraphTrafficLimits,
  ) {
    for (const [name, value] of Object.entries(limits)) {
      if (!Number.isSafeInteger(value) || value < 1)
        throw new RangeError(`${name} must be a positive integer, got ${value}`);
    }
    this.app = new HourWindow(limits.appCallsPerHour);
  }

  /** The next `count` Graph calls answer `status` (500: code 1, 503: code 2). */
  failNext(count: number, status: number): void {
    this.failures = { count, status };
  }

  private window(igUserId: string): HourWindow {
    let window = this.discovery.get(igUserId);
    if (!window) {
      window = new HourWindow(this.limits.businessDiscoveryCallsPerHour);
      this.discovery.set(igUserId, window);
    }
    return window;
  }

  private appUsage(): Record<string, string> {
    const percent = this.app.percent(this.now());
    return {
      'x-app-usage': JSON.stringify({
        call_count: percent,
        total_cputime: percent,
        total_time: percent,
      }),
    };
  }

  /**
   * Counts a business discovery call of `igUserId` (the caller's account) and answers its
   * `X-Business-Use-Case-Usage` header. @throws GraphError 80002 (with the header) when the
   * limit is reached; that call is not counted.
   */
  businessDiscoveryCall(igUserId: string): Record<string, string> {
    const window = this.window(igUserId);
    const now = this.now();
    const full = window.full(now);
    if (!full) window.add(now);
    const percent = window.percent(now);
    const headers = {
      'x-business-use-case-usage': JSON.stringify({
        [igUserId]: [
          {
            type: 'instagram',
            call_count: percent,
            total_cputime: percent,
            total_time: percent,
            estimated_time_to_regain_access: window.minutesToRegain(now),
          },
        ],
      }),
    };
    if (full) throw tooManyInstagramCalls(headers);
    return headers;
  }

  /**
   * Answers a Graph call on `host` with `run`, through the outage switch and, on
   * graph.facebook.com, the platform limit and its `X-App-Usage` header; logs the call.
   */
  serve(host: string, request: GraphRequest, run: () => GraphAnswer): GraphAnswer {
    const platform = host === 'graph.facebook.com';
    let answer: GraphAnswer | null = null;
    let refusal: GraphError | null = null;
    let counts = false;
    if (this.failures.count > 0) {
      this.failures.count--;
      refusal = outage(this.failures.status);
    } else if (platform && this.app.full(this.now())) {
      refusal = APP_LIMIT_REACHED;
    } else {
      try {
        answer = run();
      } catch (error) {
        if (!(error instanceof GraphError)) throw error;
        refusal = error;
      }
      const headers = answer ? answer.headers : refusal?.headers();
      counts = platform && headers?.['x-business-use-case-usage'] === undefined;
    }
    if (counts) this.app.add(this.now());
    const version = request.version ? `/${request.version}` : '';
    this.calls.push({
      host,
      method: request.method,
      path: `${version}${request.path}`,
      status: answer?.status ?? refusal!.status,
    });
    const usage = platform ? this.appUsage() : {};
    if (refusal) throw refusal.withHeaders(usage);
    return { ...answer!, headers: { ...answer!.headers, ...usage } };
  }
}
