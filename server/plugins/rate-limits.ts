import type { FastifyRequest } from 'fastify';

/**
 * A route's `config.rateLimit` counted per signed-in user (per client address for a visitor):
 * at most `max` calls in `timeWindowMs` (default one minute) under the key `name`, so one
 * account's limit is the same from every device and address.
 */
export function perUserRateLimit(name: string, max: number, timeWindowMs = 60_000) {
  return {
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
  };
}
