import autocannon from 'autocannon';

/** What the load step measured: throughput, latency percentiles (ms) and failed requests. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Sends `paths` round-robin to the API at `address` over 10 keep-alive connections for `seconds`
 * (autocannon in a worker thread: the client shares the machine's cores with the server, as any
 * load generator on the same machine does, but not the server's event loop — in the bench's own
 * thread every response also waited for the client's parsing and sending).
 * @returns requests per second, p50/p99 latency in ms, and errors plus non-2xx answers.
 */
export async function loadStep(
  address: string,
  headers: Record<string, string>,
  paths: string[],
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: address,
    connections: 10,
    workers: 1,
    duration: seconds,
    headers,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
