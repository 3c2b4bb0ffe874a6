import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  GraphQLIncludeDirective,
  type GraphQLSchema,
  GraphQLSkipDirective,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type VariableValues,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isLeafType,
  isObjectType,
} from 'graphql';

/**
 * Calculated query cost of the GraphQL Admin API, computed before execution from the query
 * (requested cost) and after it from the data returned (actual cost).
 *
 * Shopify's documented defaults (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits,
 * "Cost calculation"): a field returning a scalar or an enum costs 0, an object 1, an interface or
 * union the maximum of its possible selections, a connection is "sized by first and last
 * arguments", a mutation costs 10. For connections the fake uses the rule Shopify's engineering
 * blog gives, "two points plus the number of returned objects"
 * (https://shopify.engineering/rate-limiting-graphql-apis-calculating-query-complexity):
 *
 *   connection = 2 + n × (1 + cost of the fields selected on each node)
 *
 * with n = `first` (or `last`) for the requested cost and the number of nodes returned for the
 * actual cost. `edges`, `cursor` and `pageInfo` are covered by the 2. Examples:
 * `{ shop { name } }` = 1; `products(first: 10) { nodes { id title } }` = 2 + 10 × 1 = 12;
 * with `variants(first: 5) { nodes { id } }` on each product = 2 + 10 × (1 + 2 + 5) = 82.
 */

/** What the cost walk needs from the validated request. */
export interface CostRequest {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragmentDefinitions: Readonly<Record<string, FragmentDefinitionNode>>;
  variableValues: VariableValues;
}

/** Cost of a mutation field (the selection on its payload is not charged). */
export const MUTATION_COST = 10;

/** Largest requested cost a single query may have (`MAX_COST_EXCEEDED` above it). */
export const SINGLE_QUERY_MAX_COST = 1000;

type Data = Record<string, unknown> | null | undefined;

class CostWalk {
  constructor(
    private readonly request: CostRequest,
    /** Actual mode: walk the returned data instead of the page sizes. */
    private readonly actual: boolean,
  ) {}

  private included(node: SelectionNode): boolean {
    const vars = this.request.variableValues;
    const skip = getDirectiveValues(GraphQLSkipDirective, node, vars);
    if (skip?.if === true) return false;
    const include = getDirectiveValues(GraphQLIncludeDirective, node, vars);
    return include?.if !== false;
  }

  /** The field nodes of `selectionSet` that apply to the concrete `type` (fragments flattened). */
  private fieldsOn(
    type: GraphQLObjectType,
    selectionSet: SelectionSetNode,
    seen = new Set<string>(),
  ): FieldNode[] {
    const fields: FieldNode[] = [];
    for (const selection of selectionSet.selections) {
      if (!this.included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        fields.push(selection);
        continue;
      }
      let condition: string | undefined;
      let inner: SelectionSetNode | undefined;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        condition = selection.typeCondition?.name.value;
        inner = selection.selectionSet;
      } else {
        const name = selection.name.value;
        const fragment = this.request.fragmentDefinitions[name];
        if (!fragment || seen.has(name)) continue;
        seen.add(name);
        condition = fragment.typeCondition.name.value;
        inner = fragment.selectionSet;
      }
      if (condition && !this.applies(condition, type)) continue;
      fields.push(...this.fieldsOn(type, inner, seen));
    }
    return fields;
  }

  private applies(condition: string, type: GraphQLObjectType): boolean {
    if (condition === type.name) return true;
    const conditionType = this.request.schema.getType(condition);
    return (
      conditionType !== undefined &&
      conditionType !== null &&
      isAbstractType(conditionType) &&
      this.request.schema.isSubType(conditionType, type)
    );
  }

  /** Cost of a selection set on a composite type: for abstract types, the most expensive possibility. */
  selection(type: GraphQLCompositeType, selectionSet: SelectionSetNode, data: Data): number {
    if (isObjectType(type)) {
      return this.fieldsOn(type, selectionSet).reduce(
        (sum, f) => sum + this.field(type, f, data),
        0,
      );
    }
    const typename = data && typeof data.__typename === 'string' ? data.__typename : null;
    const candidates = this.request.schema
      .getPossibleTypes(type)
      .filter((t) => typename === null || t.name === typename);
    return Math.max(0, ...candidates.map((t) => this.selection(t, selectionSet, data)));
  }

  /** Cost of one field selected on `parent`. */
  field(parent: GraphQLObjectType, node: FieldNode, data: Data): number {
    const name = node.name.value;
    if (name.startsWith('__')) return 0;
    const def = parent.getFields()[name];
    if (!def) return 0;
    if (parent === this.request.schema.getMutationType()) return MUTATION_COST;
    const type = getNamedType(def.type);
    if (isLeafType(type) || !isCompositeType(type) || !node.selectionSet) return 0;
    const value = this.actual ? data?.[node.alias?.value ?? name] : undefined;
    if (this.actual && (value === null || value === undefined)) return 0;
    if (isObjectType(type) && type.name.endsWith('Connection')) {
      return this.connection(def, type, node, value as Data);
    }
    const items = Array.isArray(value) ? (value as Data[]) : [value as Data];
    return items.reduce((sum, item) => sum + 1 + this.selection(type, node.selectionSet!, item), 0);
  }

  private connection(
    def: GraphQLField<unknown, unknown>,
    type: GraphQLObjectType,
    node: FieldNode,
    value: Data,
  ): number {
    const edgeType = getNamedType(type.getFields().edges?.type);
    const nodeType = isObjectType(edgeType)
      ? getNamedType(edgeType.getFields().node?.type)
      : undefined;
    if (!nodeType || !isCompositeType(nodeType)) return 2;
    // The selections made on each node, through `edges { node { … } }` and through `nodes { … }`.
    const viaEdges: SelectionSetNode[] = [];
    const viaNodes: SelectionSetNode[] = [];
    for (const field of this.fieldsOn(type, node.selectionSet!)) {
      if (field.name.value === 'nodes' && field.selectionSet) viaNodes.push(field.selectionSet);
      if (field.name.value === 'edges' && field.selectionSet && isObjectType(edgeType)) {
        for (const inner of this.fieldsOn(edgeType, field.selectionSet)) {
          if (inner.name.value === 'node' && inner.selectionSet) viaEdges.push(inner.selectionSet);
        }
      }
    }
    if (viaEdges.length === 0 && viaNodes.length === 0) return 2;
    const itemCost = (item: Data) =>
      1 + Math.max(...[...viaEdges, ...viaNodes].map((set) => this.selection(nodeType, set, item)));
    if (!this.actual) {
      const args = getArgumentValues(def, node, this.request.variableValues);
      const size = Number(args.first ?? args.last ?? 0);
      return 2 + Math.max(0, size) * itemCost(undefined);
    }
    const nodes = Array.isArray(value?.nodes)
      ? (value.nodes as Data[])
      : Array.isArray(value?.edges)
        ? (value.edges as { node?: Data }[]).map((edge) => edge?.node)
        : [];
    // An item reached both ways is the same object: charge it once, at its dearest selection.
    return 2 + nodes.reduce((sum, item) => sum + itemCost(item), 0);
  }
}

function rootType(request: CostRequest): GraphQLObjectType | null | undefined {
  return request.operation.operation === 'mutation'
    ? request.schema.getMutationType()
    : request.schema.getQueryType();
}

/** Requested query cost: the static estimate, with connections sized by `first`/`last`. */
export function requestedQueryCost(request: CostRequest): number {
  const root = rootType(request);
  return root
    ? new CostWalk(request, false).selection(root, request.operation.selectionSet, undefined)
    : 0;
}

/** Actual query cost: the same rules applied to the `data` returned. */
export function actualQueryCost(request: CostRequest, data: unknown): number {
  const root = rootType(request);
  if (!root || data === null || typeof data !== 'object') return 0;
  return new CostWalk(request, true).selection(root, request.operation.selectionSet, data as Data);
}
