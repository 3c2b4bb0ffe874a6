import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../errors';

/** Failed password sign-ins one account may have before it is locked (per FAILURE_WINDOW). */
export const MAX_FAILED_SIGN_INS = 10;
/** How long failures are remembered, and how long a locked account stays locked (seconds). */
const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Account lockout for password sign-in: counts FAILED attempts per account, never successful
 * ones, and forgets them when the right password is given (OWASP Authentication Cheat Sheet,
 * "Account Lockout"; OWASP ASVS 5.0 V6.3.1). After {@link MAX_FAILED_SIGN_INS} failures within 15
 * minutes the account's password sign-in answers 429 for 15 minutes, whatever the address, so
 * guesses spread over many addresses still meet it. Counted in Redis when one is given (shared by
 * every web process), else in this process's memory.
 */
export interface LoginThrottle {
  /** @throws 429 (with its Retry-After) while the account is locked. */
  assertOpen(email: string): Promise<void>;
  /** Counts a wrong password (or an unknown email) against the account. */
  failed(email: string): Promise<void>;
  /** The right password: the account's failures are forgotten. */
  succeeded(email: string): Promise<void>;
}

/** A {@link LoginThrottle} counting in `redis`, or in memory without one. */
export function createLoginThrottle(redis?: Redis): LoginThrottle {
  const options = {
    // Beside @fastify/rate-limit's counters (server/app.ts), so one prefix clears both.
    keyPrefix: 'collabify:rate-limit:login-failures',
    points: MAX_FAILED_SIGN_INS,
    duration: FAILURE_WINDOW_SECONDS,
    blockDuration: FAILURE_WINDOW_SECONDS,
  };
  const limiter = redis
    ? new RateLimiterRedis({ storeClient: redis, ...options })
    : new RateLimiterMemory(options);
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async assertOpen(email) {
      const state = await limiter.get(key(email));
      if (state && state.consumedPoints >= MAX_FAILED_SIGN_INS && state.msBeforeNext > 0) {
        throw tooManyRequests(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
      }
    },
    async failed(email) {
      try {
        await limiter.consume(key(email));
      } catch (outcome) {
        // Over the limit: the account is now locked, which the next attempt is told.
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
      }
    },
    async succeeded(email) {
      await limiter.delete(key(email));
    },
  };
}
