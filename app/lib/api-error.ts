import type { Problem, ProblemFieldError } from '@shared/schemas/problem';

/** An API call that failed: the RFC 9457 problem details the server answered, as an Error. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly type: string;
  readonly fieldErrors: ProblemFieldError[];
  /** Seconds to wait before retrying, from `Retry-After` (429 and 503 answers). */
  readonly retryAfterSeconds: number | undefined;
  /** The whole problem body, extension members included (e.g. a 402's `limit` and `usage`). */
  readonly problem: Problem;

  constructor(problem: Problem, retryAfterSeconds?: number) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.title = problem.title;
    this.detail = problem.detail;
    this.type = problem.type;
    this.fieldErrors = problem.errors ?? [];
    this.retryAfterSeconds = retryAfterSeconds;
    this.problem = problem;
  }
}

/** Tells whether `error` is an {@link ApiError}, optionally with the given HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Whether a call for one resource by the id in the page's address found nothing to show: 404 (none,
 * or not visible to this person) or 400 (the API refused the id's shape, so it cannot exist).
 */
export function isMissingResource(error: unknown): boolean {
  return isApiError(error, 404) || isApiError(error, 400);
}

/** A sentence to show a person for any error: the problem's detail, else its title. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // The server's 429 detail already says how long to wait; add it only when there is none.
    if (error.status === 429 && !error.detail && error.retryAfterSeconds !== undefined) {
      return `Too many attempts. Try again in ${error.retryAfterSeconds} s.`;
    }
    return error.detail ?? error.title;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
