import { randomUUID } from 'node:crypto';
import {
  type DocumentNode,
  GraphQLError,
  executeRootSelectionSet,
  parse,
  validateExecutionArgs,
} from 'graphql';
import type { LeakyBucket } from './bucket';
import type { AdminContext } from './context';
import { SINGLE_QUERY_MAX_COST, actualQueryCost, requestedQueryCost } from './cost';
import {
  type ErrorBody,
  errorBody,
  parseErrorBody,
  validationErrors,
  variableErrorBody,
} from './graphql-errors';
import { rootValue } from './resolvers';
import { adminSchema } from './schema';
import type { FakeStore, ShopState } from './store';
import type { TokenStore } from './tokens';

/**
 * `POST /{shop}/admin/api/{version}/graphql.json`, the GraphQL Admin API endpoint
 * (https://shopify.dev/docs/api/admin-graphql#endpoints), in the order Shopify works:
 *
 * 1. `X-Shopify-Access-Token` must be a live token of this shop, else HTTP 401
 *    `{"errors":"[API] Invalid API key or access token (unrecognized login or wrong password)"}`;
 * 2. the body `{query, variables, operationName}` (or an `application/graphql` body) is parsed
 *    and validated against the fake's schema; failures answer HTTP 200 with `errors`;
 * 3. the requested cost is computed (cost.ts): above 1000 → `MAX_COST_EXCEEDED`; above what the
 *    (app, shop) bucket holds → `THROTTLED`; in both cases nothing runs and `actualQueryCost` is null
 *    (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits);
 * 4. the operation runs; the bucket gets back requested − actual cost; every answer carries
 *    `extensions.cost {requestedQueryCost, actualQueryCost, throttleStatus}`.
 */

/** What the endpoint needs besides the request. */
export interface AdminGraphqlDeps {
  store: FakeStore;
  tokens: TokenStore;
  bucketFor: (shop: ShopState) => LeakyBucket;
  now: () => number;
  origin: string;
}

/** The request as the HTTP layer read it. */
export interface AdminGraphqlRequest {
  shop: ShopState;
  apiVersion: string;
  accessToken: string | undefined;
  contentType: string;
  body: string;
}

/** An HTTP answer, and the webhooks the request caused (to send after answering). */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  events?: { topic: string; payload: object }[];
}

/** The 401 body Shopify answers for a missing, unknown, expired or revoked access token. */
export const INVALID_TOKEN_BODY = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

function readBody(contentType: string, body: string): GraphqlBody | null {
  if (contentType.includes('application/graphql')) {
    return { query: body, variables: {}, operationName: null };
  }
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object') return null;
    const { query, variables, operationName } = parsed as Record<string, unknown>;
    if (typeof query !== 'string' || query.trim() === '') return null;
    return {
      query,
      variables:
        variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {},
      operationName: typeof operationName === 'string' ? operationName : null,
    };
  } catch {
    return null;
  }
}

/** Answers one Admin GraphQL request. */
export async function handleAdminGraphql(
  deps: AdminGraphqlDeps,
  request: AdminGraphqlRequest,
): Promise<HttpAnswer> {
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'x-shopify-api-version': request.apiVersion,
    'x-request-id': randomUUID(),
  };
  const json = (status: number, body: unknown): HttpAnswer => ({
    status,
    headers,
    body: JSON.stringify(body),
  });

  const token = deps.tokens.verify(request.shop.domain, request.accessToken);
  if (!token) return json(401, INVALID_TOKEN_BODY);

  const input = readBody(request.contentType, request.body);
  if (!input) return json(400, { errors: { query: 'Required parameter missing or invalid' } });

  const bucket = deps.bucketFor(request.shop);
  const cost = (requested: number, actual: number | null) => ({
    cost: {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: bucket.status(),
    },
  });
  const refuse = (errors: ErrorBody[]) => json(200, { errors, extensions: cost(0, 0) });

  let document: DocumentNode;
  try {
    document = parse(input.query);
  } catch (error) {
    if (error instanceof GraphQLError) return refuse([parseErrorBody(error)]);
    throw error;
  }
  const schema = adminSchema();
  const invalid = validationErrors(schema, document);
  if (invalid.length > 0) return refuse(invalid);

  const ctx: AdminContext = {
    store: deps.store,
    shop: request.shop,
    token,
    apiVersion: request.apiVersion,
    origin: deps.origin,
    now: deps.now,
    events: [],
  };
  const args = validateExecutionArgs({
    schema,
    document,
    rootValue: rootValue(ctx),
    contextValue: ctx,
    variableValues: input.variables,
    operationName: input.operationName,
  });
  if (!('schema' in args)) {
    const operation = document.definitions.find(
      (d) =>
        d.kind === 'OperationDefinition' &&
        (!input.operationName || d.name?.value === input.operationName),
    );
    return refuse(
      args.map((e) =>
        e.message.startsWith('Variable "$')
          ? variableErrorBody(
              e,
              operation?.kind === 'OperationDefinition' ? operation : undefined,
              input.variables,
            )
          : errorBody(e),
      ),
    );
  }

  const costRequest = {
    schema,
    operation: args.operation,
    fragmentDefinitions: args.fragmentDefinitions,
    variableValues: args.variableValues,
  };
  const requested = requestedQueryCost(costRequest);
  if (requested > SINGLE_QUERY_MAX_COST) {
    return json(200, {
      errors: [
        {
          message: `Query cost is ${requested}, which exceeds the single query max cost limit (${SINGLE_QUERY_MAX_COST}).`,
          extensions: {
            code: 'MAX_COST_EXCEEDED',
            cost: requested,
            maxCost: SINGLE_QUERY_MAX_COST,
          },
        },
      ],
      extensions: cost(requested, null),
    });
  }
  if (!bucket.take(requested)) {
    return json(200, {
      errors: [
        {
          message: 'Throttled',
          extensions: {
            code: 'THROTTLED',
            documentation: 'https://shopify.dev/api/usage/rate-limits',
          },
        },
      ],
      extensions: cost(requested, null),
    });
  }

  const result = await executeRootSelectionSet(args);
  const actual = Math.min(requested, actualQueryCost(costRequest, result.data));
  bucket.refund(requested - actual);
  return {
    ...json(200, {
      ...(result.errors?.length ? { errors: result.errors.map(errorBody) } : {}),
      data: result.data ?? null,
      extensions: cost(requested, actual),
    }),
    events: ctx.events,
  };
}
