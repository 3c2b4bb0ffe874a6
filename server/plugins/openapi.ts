import { STATUS_CODES } from 'node:http';
import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { INVITE_TOKEN_HEADER } from '@shared/constants/collaborations';
import { problemSchema } from '@shared/schemas/problem';

/** The problem statuses (RFC 9457 `application/problem+json`) an operation can document. */
export type ProblemStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Problem statuses the handler (its service or policy) gives that {@link problemStatuses}
     * cannot see from the route itself, e.g. `[409]` for a state conflict or `[403]` for a role
     * check inside the service.
     */
    problems?: readonly ProblemStatus[];
    /** Derived statuses the route never gives, e.g. `[404]` for a path that answers every id. */
    omitProblems?: readonly ProblemStatus[];
  }
}

/** The route properties the problem statuses are derived from. */
export type ProblemRoute = Pick<RouteOptions, 'url' | 'config'> & { schema?: FastifySchema };

/**
 * The problem statuses an operation can answer, derived from the route itself in this one place
 * instead of being written in every route:
 *
 * - 400 when it validates `params`, `querystring` or `body` (field errors name `body.email` …);
 * - 401 when `config.access` is `user` or `admin` (no session, or it has ended);
 * - 403 when `config.access` is `admin` (signed in without the admin role);
 * - 404 when it has path parameters (absent, or someone else's: the API never says which);
 * - 413 and 415 when it takes a body (`body` schema or `consumes`): larger than 1 MiB
 *   (BODY_LIMIT_BYTES, or an upload's own limit), or a content type without a parser;
 * - 429 when `config.rateLimit` is set;
 * - 503 for every `/api` route while the server starts (migrations, first import), and when
 *   an integration it needs is not configured;
 *
 * plus what only the handler knows, listed on the route as `config.problems` (409 conflicts,
 * 403 role or party checks in a service, 404 or 401 on routes without path parameters), minus
 * `config.omitProblems` (402 when the call would pass the account's plan limit).
 */
export function problemStatuses(route: ProblemRoute): ProblemStatus[] {
  const { schema = {}, config = {} } = route;
  const access = config.access;
  const takesBody = Boolean(schema.body || schema.consumes?.length);
  const derived: [ProblemStatus, boolean][] = [
    [400, Boolean(schema.params || schema.querystring || schema.body)],
    [401, access === 'user' || access === 'admin'],
    [403, access === 'admin'],
    [404, Boolean(schema.params) || route.url.includes('/:')],
    [413, takesBody],
    [415, takesBody],
    [429, Boolean(config.rateLimit)],
    [503, /^\/api(?:\/|$)/.test(route.url)],
  ];
  const statuses = new Set([
    ...derived.filter(([, applies]) => applies).map(([status]) => status),
    ...(config.problems ?? []),
  ]);
  for (const status of config.omitProblems ?? []) statuses.delete(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The shared response of each problem status, as `#/components/responses/<name>`. */
const PROBLEM_RESPONSES: Record<ProblemStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is invalid; `errors` names each field (`body.email`, `query.limit`).',
  },
  401: {
    name: 'Unauthorized',
    description: 'Not signed in, the session has ended, or the credentials are wrong.',
  },
  402: {
    name: 'PlanLimitReached',
    description:
      'The call would pass a limit of the account’s plan; nothing was written. Extension members: `metric`, `limit`, `usage`, `requested`, `plan`, `upgradeUrl` (type `urn:collabify:problem:plan-limit`).',
  },
  403: {
    name: 'Forbidden',
    description:
      'Signed in, but not allowed: the account lacks the role (admin, advertiser, influencer) or the part in the resource this needs.',
  },
  404: {
    name: 'NotFound',
    description: 'Absent, or someone else’s (the API never tells which).',
  },
  409: {
    name: 'Conflict',
    description:
      'It already exists, or its current state forbids the change; `errors` may name the field.',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is larger than 1 MiB, or an uploaded file larger than its limit.',
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The body’s content type is not accepted, or an uploaded file is not of an accepted type (judged from its bytes).',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests; retry after the seconds in `Retry-After`.',
  },
  502: {
    name: 'BadGateway',
    description:
      'A provider (Google, Meta, TikTok, Shopify, Stripe, S3, SMTP) answered with an error or with something outside its documented contract (not JSON, truncated, a 5xx); nothing was changed here. Type `urn:collabify:problem:provider-bad-response:<provider>` with the extension member `provider`, or `bad-gateway` for a refusal the provider explained.',
  },
  503: {
    name: 'NotReady',
    description:
      'Collabify is starting (migrations, first import), a provider this call needs cannot be reached (type `urn:collabify:problem:provider-unavailable:<provider>`, extension member `provider`) — retry after `Retry-After` in both cases — or an integration this call needs is not configured on this server.',
  },
};

const RETRY_AFTER: OpenAPIV3.HeaderObject = {
  description: 'Seconds to wait before retrying.',
  schema: { type: 'integer', minimum: 1 },
};

const LOCATION: OpenAPIV3.HeaderObject = {
  description: 'Where the redirect leads.',
  schema: { type: 'string', format: 'uri' },
};

/** The `Retry-After` header of the statuses that carry it (429, 503). */
const retryAfterHeader = (status: ProblemStatus) =>
  status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {};

/** `#/components/responses` for the problem statuses in `used`. */
function problemResponses(used: Set<ProblemStatus>): Record<string, OpenAPIV3.ResponseObject> {
  const ordered = [...used].sort((a, b) => a - b);
  return Object.fromEntries(
    ordered.map((status) => {
      const { name, description } = PROBLEM_RESPONSES[status];
      const response: OpenAPIV3.ResponseObject = {
        description,
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } },
        },
        ...retryAfterHeader(status),
      };
      return [name, response];
    }),
  );
}

/**
 * A problem response a route describes itself in its response schema (a problem with extension
 * members, e.g. the start-up 503 of `GET /api/health`): its schema as `application/problem+json`,
 * with the shared description and headers of its status.
 */
function ownProblemResponse(
  status: ProblemStatus,
  own: OpenAPIV3.ResponseObject,
): OpenAPIV3.ResponseObject {
  const schema = Object.values(own.content ?? {})[0]?.schema;
  return {
    description: PROBLEM_RESPONSES[status].description,
    ...(schema && { content: { 'application/problem+json': { schema } } }),
    ...retryAfterHeader(status),
  };
}

/** The body of every error answer, from the same zod schema the error handler's type comes from. */
const problemDetailsSchema = {
  ...(z.toJSONSchema(problemSchema, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject),
  description:
    'RFC 9457 problem details. `type` is `urn:collabify:problem:<slug>`; `errors` lists invalid fields.',
  example: {
    type: 'urn:collabify:problem:validation-error',
    title: 'Your request has invalid fields',
    status: 400,
    detail: 'body.email: Invalid email address',
    instance: '/api/auth/login',
    errors: [{ path: 'body.email', message: 'Invalid email address' }],
  },
};

/** Where the derived statuses travel from the route transform to the document transform. */
const PROBLEMS_KEY = 'x-collabify-problems';

/**
 * Per route: the zod schemas as JSON Schema, then `security` from `config.access` (public routes
 * `[]`, others the bearer session) unless the route declares its own, and the derived problem
 * statuses, turned into responses by {@link transformObject}.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  if (result.schema.hide) return result;
  const { route } = input;
  const access = route.config?.access;
  const schema: FastifySchema & Record<string, unknown> = {
    ...result.schema,
    security: result.schema.security ?? (access === 'public' ? [] : [{ bearer: [] }]),
    [PROBLEMS_KEY]: problemStatuses(route),
  };
  return { ...result, schema };
};

/**
 * `z.record(z.enum([...]), …)` converts to `additionalProperties` with every key `required` but
 * none listed in `properties` (zod drops `propertyNames` for OpenAPI 3.0): list them, each with
 * the value schema, so the document says which keys there are.
 */
function listRecordKeys(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(listRecordKeys);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const values = schema.additionalProperties;
  if (Array.isArray(schema.required) && !schema.properties && values && values !== true) {
    schema.properties = Object.fromEntries(
      (schema.required as string[]).map((key) => [key, values]),
    );
  }
  Object.values(schema).forEach(listRecordKeys);
}

/** The whole document: problem responses as `$ref`s to shared ones, record keys listed. */
const transformObject: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const openapiObject = document.openapiObject as Partial<OpenAPIV3.Document>;
  const used = new Set<ProblemStatus>();
  for (const item of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const op = operation as OpenAPIV3.OperationObject & { [PROBLEMS_KEY]?: ProblemStatus[] };
      const statuses = op[PROBLEMS_KEY] ?? [];
      delete op[PROBLEMS_KEY];
      for (const [code, response] of Object.entries(op.responses)) {
        if ('$ref' in response) continue;
        // A route without a response schema, or one without a description.
        if (response.description === 'Default Response')
          response.description = STATUS_CODES[code] ?? 'Success';
        // `z.null()` answers (204, a redirect) have no body; a redirect names its target.
        const media = Object.values(response.content ?? {})[0]?.schema;
        if (media && !('$ref' in media) && media.enum?.length === 1 && media.enum[0] === null)
          delete response.content;
        if (code.startsWith('3')) response.headers = { Location: LOCATION };
      }
      for (const status of statuses) {
        const own = op.responses[status];
        if (own && !('$ref' in own)) {
          // The route's own schema for this problem (extension members): kept, as a problem.
          op.responses[status] = ownProblemResponse(status, own);
          continue;
        }
        used.add(status);
        op.responses[status] = {
          $ref: `#/components/responses/${PROBLEM_RESPONSES[status].name}`,
        };
      }
    }
  }
  listRecordKeys(openapiObject.paths);
  return {
    ...openapiObject,
    components: {
      ...openapiObject.components,
      schemas: { ...openapiObject.components?.schemas, ProblemDetails: problemDetailsSchema },
      responses: problemResponses(used),
    },
  };
};

/** The document's tags, in the order Swagger UI lists them. */
const TAGS: OpenAPIV3.TagObject[] = [
  { name: 'health', description: 'Whether the server is up and ready.' },
  { name: 'auth', description: 'Sign-up, sign-in, emailed codes and password reset.' },
  { name: 'users', description: 'The signed-in account and public user profiles.' },
  { name: 'influencers', description: 'Discovery: search, facets, profiles and curation.' },
  { name: 'picks', description: 'Ranked influencer suggestions.' },
  { name: 'lists', description: 'The signed-in user’s lists of influencers.' },
  { name: 'notes', description: 'Private notes on influencers.' },
  {
    name: 'influencer accounts',
    description: 'The influencer side of an account and its linked profile.',
  },
  { name: 'campaigns', description: 'Advertisers’ campaigns and the influencers’ marketplace.' },
  {
    name: 'collaborations',
    description: 'Proposals, their timeline, posts and reviews between brands and influencers.',
  },
  { name: 'promotions', description: 'Published posts recorded on influencer profiles.' },
  { name: 'reviews', description: 'Review summaries after completed collaborations.' },
  { name: 'messages', description: 'In-app direct messages.' },
  {
    name: 'email',
    description: 'Outreach: senders, templates, single mails, campaigns, tracking, unsubscribe.',
  },
  { name: 'feedback', description: 'The contact form and its messages for admins.' },
  { name: 'short-links', description: 'Short links that redirect and count real clicks per day.' },
  { name: 'resources', description: 'Public guides on influencer marketing.' },
  {
    name: 'profile-requests',
    description: 'Creators’ requests to remove or correct their profile, and the admins’ list.',
  },
];

/**
 * Registers @fastify/swagger (the document at `/api/docs/json`) and Swagger UI (`/api/docs`).
 * Before the routes: it collects them as they register.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Collabify API',
        version: '0.1.0',
        description:
          'Errors are RFC 9457 problem details (`application/problem+json`). Authenticate with `Authorization: Bearer <token>`; the emailed link of a collaboration sends its token in `X-Collaboration-Token` instead.',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The session token that sign-up, sign-in, a password reset or change answer.',
          },
          collaborationToken: {
            type: 'apiKey',
            in: 'header',
            name: INVITE_TOKEN_HEADER,
            description:
              'The token of a collaboration’s emailed link: the influencer acts on that one collaboration without an account.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Same-origin only: drop the third-party validator badge, `https:` wildcards and the upgrade;
    // Swagger UI sets inline styles, as the app does.
    transformStaticCSP: (header) =>
      header
        .replace(/ validator\.swagger\.io| https:|upgrade-insecure-requests;/g, '')
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
