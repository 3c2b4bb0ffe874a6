import type { DeliveryConfig } from '../modules/email-delivery/delivery-worker';

/**
 * The delivery worker's settings in tests: fast (200 a second, retries from 0.2 s, a claim stale
 * after 1 s), three at a time, pausing after five failures, and the claim path each engine uses
 * in production (one connection on PGlite).
 */
export const TEST_DELIVERY_CONFIG: DeliveryConfig = {
  ratePerSecond: 200,
  concurrency: 3,
  retryBaseSeconds: 0.2,
  staleSeconds: 1,
  autoPauseFailures: 5,
  singleConnection: !process.env.TEST_DATABASE_URL,
};

/** A logger for the worker that keeps the test output quiet. */
export const quietLog = { error: () => {}, warn: () => {} };
