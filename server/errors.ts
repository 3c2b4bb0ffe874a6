import type { PlanLimitProblem } from '@shared/schemas/billing';
import type { ProblemFieldError } from '@shared/schemas/problem';
import type { StartupProgress } from '@shared/schemas/health';
import { describeStartup } from '@shared/format/startup';

/**
 * An error the client may see, turned into RFC 9457 problem details by the error handler.
 * `slug` becomes the problem type `urn:collabify:problem:<slug>`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly slug: string,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: ProblemFieldError[],
    /** Seconds the client should wait before retrying (sets Retry-After). */
    readonly retryAfterSeconds?: number,
    /** Extension members of the problem (RFC 9457 §3.2), e.g. a 402's `limit` and `usage`. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail ?? title);
  }
}

/** 400: the request is invalid; `errors` names each field (`body.email`). */
export const badRequest = (detail: string, errors?: ProblemFieldError[]) =>
  new AppError(400, 'validation-error', 'Your request has invalid fields', detail, errors);

/** 400 for a single field, e.g. `fieldError('body.code', 'The code is wrong or has expired')`. */
export const fieldError = (path: string, message: string) =>
  badRequest(message, [{ path, message }]);

/** 401: no session, or the session is no longer valid. */
export const unauthorized = (detail = 'Sign in to continue.') =>
  new AppError(401, 'unauthorized', 'Not signed in', detail);

/**
 * 402: the call would pass a limit of the account's plan (PRODUCT §9); the problem carries the
 * limit, the usage and the upgrade link (shared/schemas/billing.ts `planLimitProblemSchema`).
 */
export const planLimitReached = (detail: string, extensions: PlanLimitProblem) =>
  new AppError(402, 'plan-limit', 'Plan limit reached', detail, undefined, undefined, extensions);

/** 403: signed in, but not allowed. */
export const forbidden = (detail = 'You are not allowed to do this.') =>
  new AppError(403, 'forbidden', 'Forbidden', detail);

/** 404: absent, or belongs to someone else (never reveal which). */
export const notFound = (what = 'resource') =>
  new AppError(404, 'not-found', 'Not found', `This ${what} does not exist.`);

/** 409: the resource already exists or is in a state that forbids the move. */
export const conflict = (detail: string, errors?: ProblemFieldError[]) =>
  new AppError(409, 'conflict', 'Conflict', detail, errors);

/**
 * 413: the request, or what it decodes to, is larger than accepted. `errors` may name the field
 * (`body.image`).
 */
export const payloadTooLarge = (detail: string, errors?: ProblemFieldError[]) =>
  new AppError(413, 'payload-too-large', 'Payload Too Large', detail, errors);

/**
 * 415: the body, or an uploaded file, is not of an accepted type (judged from its bytes, not from
 * its name or declared type). `errors` may name the field (`body.image`).
 */
export const unsupportedMediaType = (detail: string, errors?: ProblemFieldError[]) =>
  new AppError(415, 'unsupported-media-type', 'Unsupported Media Type', detail, errors);

/** 429: too many requests; the client should retry after `retryAfterSeconds`. */
export const tooManyRequests = (retryAfterSeconds: number, detail?: string) =>
  new AppError(
    429,
    'rate-limited',
    'Too many requests',
    detail ?? `Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    retryAfterSeconds,
  );

/** 502: a third-party service answered with an error (`detail` says which and what to do). */
export const badGateway = (detail: string) =>
  new AppError(502, 'bad-gateway', 'Bad Gateway', detail);

/** The outside services the server calls, as problems name them. */
export type ProviderName = 'Google' | 'Meta' | 'TikTok' | 'Shopify' | 'Stripe' | 'S3' | 'SMTP';

/** Seconds a client should wait before trying a call to an unreachable provider again. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

const providerSlug = (provider: ProviderName) => provider.toLowerCase();

/**
 * 503 with Retry-After: `provider` could not be reached (connection refused, DNS failure,
 * timeout). The type names the provider (`urn:collabify:problem:provider-unavailable:google`);
 * nothing of the underlying error is shown.
 */
export const providerUnavailable = (provider: ProviderName) =>
  new AppError(
    503,
    `provider-unavailable:${providerSlug(provider)}`,
    `${provider} is unavailable`,
    `${provider} cannot be reached right now. Try again in a few minutes.`,
    undefined,
    PROVIDER_RETRY_AFTER_SECONDS,
    { provider },
  );

/**
 * 502: `provider` answered something it documents no such answer for (not JSON, truncated, a 5xx
 * of its own, a shape its contract does not allow). The type names the provider
 * (`urn:collabify:problem:provider-bad-response:stripe`).
 */
export const providerBadResponse = (provider: ProviderName) =>
  new AppError(
    502,
    `provider-bad-response:${providerSlug(provider)}`,
    `${provider} answered with an error`,
    `${provider} answered with something Collabify could not use. Try again in a few minutes.`,
    undefined,
    undefined,
    { provider },
  );

/**
 * 503: an outside service could not be reached and no client named it (the error handler's
 * safety net for a network error that escaped a client's mapping).
 */
export const someProviderUnavailable = () =>
  new AppError(
    503,
    'provider-unavailable',
    'A service is unavailable',
    'A service Collabify depends on cannot be reached right now. Try again in a few minutes.',
    undefined,
    PROVIDER_RETRY_AFTER_SECONDS,
  );

/** 503: the integration a call needs (e.g. "Shopify") has no keys on this server. */
export const notConfigured = (integration: string) =>
  new AppError(
    503,
    'not-configured',
    `${integration} is not configured`,
    `The ${integration} integration is not configured on this server: its keys are not set.`,
  );

/** Retry-After of the start-up 503, in seconds. */
const NOT_READY_RETRY_SECONDS = 2;

/**
 * 503: the server is starting (migrations, first-start import); the problem carries the progress
 * as its `startup` member (shared/schemas/health.ts `startupProblemSchema`).
 */
export const notReady = (startup: StartupProgress) =>
  new AppError(
    503,
    'not-ready',
    'Starting up',
    `Collabify is starting: ${describeStartup(startup).toLowerCase()}. Try again shortly.`,
    undefined,
    NOT_READY_RETRY_SECONDS,
    { startup },
  );
