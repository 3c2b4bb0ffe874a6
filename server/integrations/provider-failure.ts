import isNetworkError from 'is-network-error';
import { AppError, providerBadResponse, providerUnavailable, type ProviderName } from '../errors';

/**
 * Codes of a server out of reach: Node's sockets and DNS, undici's (fetch) connect and read
 * timeouts, and nodemailer's connection errors (`ECONNECTION`, `ESOCKET`, `EDNS`, `ETIMEDOUT`).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
]);

/**
 * Names of errors that mean no answer came: a timed-out or aborted signal (`AbortSignal.timeout`,
 * the AWS SDK's request timeout), and the Stripe SDK's `StripeConnectionError` (after its retries).
 */
const UNREACHABLE_NAMES = new Set(['TimeoutError', 'AbortError', 'StripeConnectionError']);

/** How deep {@link isUnreachable} follows `cause` (libraries wrap fetch's error once or twice). */
const MAX_CAUSE_DEPTH = 5;

/**
 * Whether `error`, or an error in its `cause` chain, says a server could not be reached:
 * connection refused or reset, DNS failure, timeout, fetch's network `TypeError`
 * (`is-network-error`). A server that answered, however badly, is not unreachable.
 */
export function isUnreachable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Object; depth += 1) {
    if (isNetworkError(current)) return true;
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof name === 'string' && UNREACHABLE_NAMES.has(name)) return true;
    current = cause;
  }
  return false;
}

/**
 * The problem a failed call to `provider` is: 503 {@link providerUnavailable} when it could not
 * be reached, 502 {@link providerBadResponse} when `isBadResponse` says its answer was unusable,
 * else undefined (a documented refusal, or our own error: the caller keeps it). An AppError is
 * never remapped.
 */
export function providerFailure(
  provider: ProviderName,
  error: unknown,
  isBadResponse: (error: unknown) => boolean = () => false,
): AppError | undefined {
  if (error instanceof AppError) return undefined;
  const problem = isUnreachable(error)
    ? providerUnavailable(provider)
    : isBadResponse(error)
      ? providerBadResponse(provider)
      : undefined;
  // Kept for the log (the error handler logs a 5xx with its cause), never shown to the client.
  if (problem) problem.cause = error;
  return problem;
}

/**
 * Runs a call to `provider`, throwing {@link providerFailure}'s problem when the provider was out
 * of reach or answered garbage; any other error (its refusals) is rethrown unchanged.
 */
export async function callProvider<T>(
  provider: ProviderName,
  call: () => Promise<T>,
  isBadResponse?: (error: unknown) => boolean,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerFailure(provider, error, isBadResponse) ?? error;
  }
}
