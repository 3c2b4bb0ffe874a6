import { fbtraceId } from './ids';

/**
 * Meta's error answers. Graph hosts (graph.facebook.com, graph.instagram.com) answer
 * `{"error": {message, type, code, error_subcode?, fbtrace_id}}` with the codes of
 * https://developers.facebook.com/docs/graph-api/guides/error-handling: 190 invalid or expired
 * token (subcode 463 expired, 458 app not authorized), 100 invalid parameter (subcode 33 object
 * missing or not readable), 1 / 101 bad client secret / app id, 104 / 2500 no token, 200
 * permission. api.instagram.com's token endpoint answers the older Instagram shape
 * `{"error_type": "OAuthException", "code": 400, "error_message": …}` instead.
 */

/** A refused Graph request: status, Meta's code and subcode, message and error type. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly type = 'OAuthException',
    readonly subcode?: number,
  ) {
    super(message);
  }

  /** The JSON body, with a fresh `fbtrace_id`. */
  body(): { error: Record<string, unknown> } {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode !== undefined ? { error_subcode: this.subcode } : {}),
        fbtrace_id: fbtraceId(),
      },
    };
  }

  /** Extra headers: `WWW-Authenticate` for a refused token, as Graph sends it. */
  headers(): Record<string, string> {
    if (this.code !== 190) return {};
    return {
      'www-authenticate': `OAuth "Facebook Platform" "invalid_token" "${this.message.replace(/"/g, "'")}"`,
    };
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

/** A refused `POST api.instagram.com/oauth/access_token` (always HTTP 400). */
export class InstagramOAuthError extends Error {
  /** `{"error_type": "OAuthException", "code": 400, "error_message": …}`. */
  body(): { error_type: string; code: number; error_message: string } {
    return { error_type: 'OAuthException', code: 400, error_message: this.message };
  }
}
