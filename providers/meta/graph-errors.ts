import { fbtraceId } from './ids';

/**
 * Meta's error answers. Graph hosts (graph.facebook.com, graph.instagram.com) answer
 * `{"error": {message, type, code, error_subcode?, fbtrace_id}}` with the codes of
 * https://developers.facebook.com/docs/graph-api/guides/error-handling: 190 invalid or expired
 * token (subcode 463 expired, 458 app not authorized), 100 invalid parameter (subcode 33 object
 * missing or not readable), 1 / 101 bad client secret / app id, 104 / 2500 no token, 10 / 200
 * permission, 110 / 2207013 business discovery of no business or creator account, 4 / 80002
 * rate limits (https://developers.facebook.com/docs/graph-api/overview/rate-limiting), 1 / 2
 * transient. api.instagram.com's token endpoint answers the older Instagram shape
 * `{"error_type": "OAuthException", "code": 400, "error_message": …}` instead.
 */

/** What some refusals add to Meta's envelope, and headers that go with the answer. */
export interface GraphErrorDetails {
  /** `is_transient`: true when the same call may work later (outages, rate limits). */
  isTransient?: boolean;
  /** `error_user_title` / `error_user_msg`: what Meta would show the person. */
  userTitle?: string;
  userMessage?: string;
  /** Extra response headers (usage headers of a refused call). */
  headers?: Record<string, string>;
}

/** A refused Graph request: status, Meta's code and subcode, message and error type. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly type = 'OAuthException',
    readonly subcode?: number,
    readonly details: GraphErrorDetails = {},
  ) {
    super(message);
  }

  /** The JSON body, with a fresh `fbtrace_id`. */
  body(): { error: Record<string, unknown> } {
    const { isTransient, userTitle, userMessage } = this.details;
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode !== undefined ? { error_subcode: this.subcode } : {}),
        ...(isTransient !== undefined ? { is_transient: isTransient } : {}),
        ...(userTitle !== undefined ? { error_user_title: userTitle } : {}),
        ...(userMessage !== undefined ? { error_user_msg: userMessage } : {}),
        fbtrace_id: fbtraceId(),
      },
    };
  }

  /**
   * Extra headers: `WWW-Authenticate` for a refused token, as Graph sends it, and the details'
   * headers.
   */
  headers(): Record<string, string> {
    const headers = { ...this.details.headers };
    if (this.code !== 190) return headers;
    return {
      ...headers,
      'www-authenticate': `OAuth "Facebook Platform" "invalid_token" "${this.message.replace(/"/g, "'")}"`,
    };
  }

  /** The same refusal answered with more headers (the shared constants stay unchanged). */
  withHeaders(headers: Record<string, string>): GraphError {
    return new GraphError(this.status, this.code, this.message, this.type, this.subcode, {
      ...this.details,
      headers: { ...this.details.headers, ...headers },
    });
  }
}

/** Why a token is refused, as `debug_token` embeds it in `data.error`. */
export interface TokenProblem {
  code: 190;
  message: string;
  subcode?: number;
}

/** A token problem as a Graph error (HTTP 400, type OAuthException). */
export function tokenError(problem: TokenProblem): GraphError {
  return new GraphError(400, problem.code, problem.message, 'OAuthException', problem.subcode);
}

/** 190: a token the host never issued. */
export const UNPARSEABLE_TOKEN: TokenProblem = {
  code: 190,
  message: 'Invalid OAuth access token - Cannot parse access token',
};

const WEEKDAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  weekday: 'long',
});
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  day: '2-digit',
  month: 'short',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** "Tuesday, 04-Mar-25 03:00:00 PST", the date format of Graph's expiry messages. */
export function pacificTime(ms: number): string {
  const part = (type: string) => PARTS.formatToParts(ms).find((p) => p.type === type)?.value ?? '';
  return `${WEEKDAY.format(ms)}, ${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}:${part('second')} ${part('timeZoneName')}`;
}

/** 190 / 463: "Session has expired on … The current time is …". */
export function expiredToken(expiredAtMs: number, nowMs: number): TokenProblem {
  return {
    code: 190,
    subcode: 463,
    message: `Error validating access token: Session has expired on ${pacificTime(expiredAtMs)}. The current time is ${pacificTime(nowMs)}.`,
  };
}

/** 190 / 458: the person removed the app (`DELETE /me/permissions`). */
export function notAuthorized(appId: string): TokenProblem {
  return {
    code: 190,
    subcode: 458,
    message: `Error validating access token: The user has not authorized application ${appId}.`,
  };
}

/** 100: a required parameter is missing. */
export function missingParameter(name: string): GraphError {
  return new GraphError(400, 100, `(#100) The parameter ${name} is required`);
}

/** 100: a field the node does not have. */
export function unknownField(field: string, node: string, type = 'OAuthException'): GraphError {
  return new GraphError(
    400,
    100,
    `(#100) Tried accessing nonexisting field (${field}) on node type (${node})`,
    type,
  );
}

/** 100 / 33: the object does not exist or this token may not read it. */
export function unreadableObject(id: string, type = 'GraphMethodException'): GraphError {
  return new GraphError(
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    type,
    33,
  );
}

/** 100: the method is not supported on this path. */
export function unsupportedMethod(method: string, type = 'GraphMethodException'): GraphError {
  return new GraphError(
    400,
    100,
    `Unsupported ${method.toLowerCase()} request. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    type,
  );
}

/** 2500: a path the host does not have. */
export function unknownPath(path: string): GraphError {
  return new GraphError(400, 2500, `Unknown path components: ${path}`);
}

/** 2500: `/me` without a user token. */
export const NO_ACTIVE_TOKEN = new GraphError(
  400,
  2500,
  'An active access token must be used to query information about the current user.',
);

/** 104: no access token at all. */
export const TOKEN_REQUIRED = new GraphError(
  400,
  104,
  'An access token is required to request this resource.',
);

/** 101: the client_id is not this host's app. */
export const INVALID_APP_ID = new GraphError(
  400,
  101,
  'Error validating application. Invalid application ID.',
);

/** 1: the client_secret is not the app's. */
export const INVALID_CLIENT_SECRET = new GraphError(400, 1, 'Error validating client secret.');

/** 190: an app token (`{app-id}|{app-secret}`) with a wrong secret or for another app. */
export const INVALID_APP_TOKEN = new GraphError(400, 190, 'Invalid OAuth access token signature.');

/**
 * 10: the token lacks a permission the call needs (business discovery: `instagram_basic`,
 * `pages_read_engagement`), HTTP 403 as the fake answers Graph permission errors.
 */
export const NO_PERMISSION = new GraphError(
  403,
  10,
  '(#10) Application does not have permission for this action',
);

/**
 * 110 / 2207013: business discovery of a username that is no Instagram business or creator
 * account — unknown, or a personal account: Meta answers both alike.
 */
export function cannotFindUser(username: string): GraphError {
  return new GraphError(400, 110, 'Invalid user id', 'OAuthException', 2207013, {
    isTransient: false,
    userTitle: 'Cannot find User',
    userMessage: `The user with username: ${username} cannot be found.`,
  });
}

/** 80002: the Instagram account's business-use-case limit is reached (HTTP 400). */
export function tooManyInstagramCalls(headers: Record<string, string>): GraphError {
  return new GraphError(
    400,
    80002,
    'There have been too many calls to this Instagram account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
    'OAuthException',
    undefined,
    { isTransient: true, headers },
  );
}

/** 4: the app's hourly platform limit is reached (X-App-Usage at 100). */
export const APP_LIMIT_REACHED = new GraphError(
  400,
  4,
  '(#4) Application request limit reached',
  'OAuthException',
  undefined,
  { isTransient: true },
);

/** An outage: 500 → code 1 "An unknown error has occurred.", 503 → code 2, both transient. */
export function outage(status: number): GraphError {
  return status === 503
    ? new GraphError(503, 2, 'Service temporarily unavailable', 'OAuthException', undefined, {
        isTransient: true,
      })
    : new GraphError(status, 1, 'An unknown error has occurred.', 'OAuthException', undefined, {
        isTransient: true,
      });
}

/** 100: an `appsecret_proof` that is not the HMAC of the token with its app's secret. */
export const INVALID_APPSECRET_PROOF = new GraphError(
  400,
  100,
  'Invalid appsecret_proof provided in the API argument',
  'GraphMethodException',
);

/** A refused `POST api.instagram.com/oauth/access_token` (always HTTP 400). */
export class InstagramOAuthError extends Error {
  /** `{"error_type": "OAuthException", "code": 400, "error_message": …}`. */
  body(): { error_type: string; code: number; error_message: string } {
    return { error_type: 'OAuthException', code: 400, error_message: this.message };
  }
}
