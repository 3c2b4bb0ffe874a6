import { readFileSync } from 'node:fs';
import { type GraphQLSchema, buildSchema } from 'graphql';

/**
 * The fake's Admin GraphQL schema, built from `schema.graphql` (SDL of only what is implemented).
 * Resolvers are attached by field name through the root value and default resolvers.
 */

let cached: GraphQLSchema | undefined;

/** The schema, parsed and validated once per process. */
export function adminSchema(): GraphQLSchema {
  cached ??= buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
  return cached;
}
