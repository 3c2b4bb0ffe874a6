import { providerBadResponse, providerUnavailable } from '../../errors';

/**
 * Reading Meta's answers (integrations.md §4.1 "Errors", §4.2): a JSON body on success, else a
 * refusal in one of Meta's two error shapes — the Graph shape of graph.facebook.com and
 * graph.instagram.com `{"error": {message, type, code, error_subcode, fbtrace_id}}`, or the older
 * Instagram shape of `POST api.instagram.com/oauth/access_token`
 * `{"error_type": "OAuthException", "code": 400, "error_message": …}`. Shared by the Facebook and
 * Instagram clients; no token is ever part of a refusal's message.
 */

/** Why Meta refused a call, or could not be reached. */
export interface MetaRefusal {
  /** Meta's own message (`error.message` / `error_message`), or what went wrong on the way. */
  message: string;
  /** HTTP status of the answer; 0 when Meta could not be reached. */
  status: number;
  /**
   * Graph error code (§4.1): 190 invalid or expired token, 100 invalid parameter, 1 / 2
   * transient, 4 / 17 / 32 / 613 rate limits…; null when the answer had none.
   */
  code: number | null;
  /** Graph error subcode (463 expired token, 458 app removed…), or null. */
  subcode: number | null;
  /** The Graph shape's `is_transient`: the same call may work later (absent: not said). */
  transient?: boolean;
  /** The answer was in neither error shape nor a JSON object: not Meta's contract. */
  garbage?: boolean;
}

/**
 * Thrown when Meta refuses a Facebook Login or Instagram call (integrations.md §4.1 "Errors",
 * §4.2), in either error shape, or when a check of its answer fails (a token of another app, an
 * invalid token, a missing field). `status` is the HTTP status (0 when Meta could not be reached;
 * 200 for a failed check), `code` / `subcode` the Graph error code (190 invalid or expired token,
 * 100 a bad parameter — a bad or used code, refreshing an Instagram token younger than 24 hours —,
 * 400 from Instagram's code exchange), null when the refusal had none. The Facebook and Instagram
 * clients both throw it.
 */
export class MetaAuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null = null,
    readonly subcode: number | null = null,
  ) {
    super(message);
  }

  /** The error of a refusal {@link metaJson} read. */
  static fromRefusal(refusal: MetaRefusal): MetaAuthError {
    return new MetaAuthError(refusal.message, refusal.status, refusal.code, refusal.subcode);
  }
}

/**
 * The error of a Facebook Login or Instagram Login refusal as the HTTP answer needs it: Meta out
 * of reach is 503 `provider-unavailable:meta`, a 5xx or an answer outside both error shapes 502
 * `provider-bad-response:meta`; what Meta documents as a refusal stays a {@link MetaAuthError}.
 */
export function loginRefusal(refusal: MetaRefusal): Error {
  if (refusal.status === 0) return providerUnavailable('Meta');
  if (refusal.status >= 500 || refusal.garbage) return providerBadResponse('Meta');
  return MetaAuthError.fromRefusal(refusal);
}

/**
 * Graph error codes of rate limits (§4.1): app, user, page, app-level, custom and Instagram
 * business use case (80002) limits.
 */
export const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613, 80002]);

/**
 * Whether a refusal is Meta being unavailable or busy — unreachable, a 5xx (transient codes 1
 * and 2 come with one), or a rate limit — rather than refusing what was sent.
 */
export const isUnavailable = (refusal: Pick<MetaRefusal, 'status' | 'code'>) =>
  refusal.status === 0 ||
  refusal.status >= 500 ||
  (refusal.code !== null && RATE_LIMIT_CODES.has(refusal.code));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Meta ids are 15–17 digit numbers that a JSON number would round (above 2^53): some answers
 * (an older code exchange) send `user_id` unquoted. Quoting them before parsing keeps every digit.
 */
const quoteIds = (text: string) =>
  text.replace(/(?<!\\)"(user_id|id|app_id)"\s*:\s*(\d+)/g, '"$1":"$2"');

/** The refusal an answer carries, in either of Meta's shapes, or null when it carries none. */
function refusalOf(status: number, body: unknown): MetaRefusal | null {
  if (isRecord(body) && isRecord(body.error)) {
    const { error } = body;
    return {
      message: typeof error.message === 'string' ? error.message : `HTTP ${status}`,
      status,
      code: numberOrNull(error.code),
      subcode: numberOrNull(error.error_subcode),
      transient: error.is_transient === true,
    };
  }
  if (isRecord(body) && typeof body.error_message === 'string') {
    return { message: body.error_message, status, code: numberOrNull(body.code), subcode: null };
  }
  if (status < 200 || status >= 300) {
    return {
      message: `Meta answered HTTP ${status}`,
      status,
      code: null,
      subcode: null,
      garbage: true,
    };
  }
  if (!isRecord(body)) {
    return {
      message: 'Meta answered without a JSON object',
      status,
      code: null,
      subcode: null,
      garbage: true,
    };
  }
  return null;
}

/**
 * Sends a request to Meta and answers its JSON object; `refuse` turns a refusal (either error
 * shape, a non-2xx status, a body that is not a JSON object, or no answer at all) into the
 * client's own error, which is thrown.
 */
export async function metaJson(
  send: () => Promise<Response>,
  refuse: (refusal: MetaRefusal) => Error,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'no answer';
    throw refuse({
      message: `Meta could not be reached (${reason})`,
      status: 0,
      code: null,
      subcode: null,
    });
  }
  const raw = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(quoteIds(raw));
  } catch {
    body = null;
  }
  const refusal = refusalOf(response.status, body);
  if (refusal) throw refuse(refusal);
  return body as Record<string, unknown>;
}

/** A string field of an answer (numbers as their digits), or null when absent or empty. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A count of an answer (a non-negative safe integer), or null. */
export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * When a token answered with `expires_in` (seconds) ends, from now; `fallbackSeconds` when the
 * answer omits it (Meta documents the lifetime of each kind of token).
 */
export function expiryOf(expiresIn: unknown, fallbackSeconds: number): Date {
  const seconds =
    typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0
      ? expiresIn
      : fallbackSeconds;
  return new Date(Date.now() + seconds * 1000);
}
