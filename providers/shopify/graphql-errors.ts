import {
  type ValidationRule,
  type DocumentNode,
  FieldsOnCorrectTypeRule,
  FragmentsOnCompositeTypesRule,
  type GraphQLError,
  type GraphQLSchema,
  KnownArgumentNamesRule,
  KnownDirectivesRule,
  KnownFragmentNamesRule,
  KnownTypeNamesRule,
  NoUndefinedVariablesRule,
  NoUnusedFragmentsRule,
  NoUnusedVariablesRule,
  type OperationDefinitionNode,
  OverlappingFieldsCanBeMergedRule,
  PossibleFragmentSpreadsRule,
  ProvidedRequiredArgumentsRule,
  ScalarLeafsRule,
  ValuesOfCorrectTypeRule,
  VariablesAreInputTypesRule,
  VariablesInAllowedPositionRule,
  print,
  specifiedRules,
  validate,
} from 'graphql';

/**
 * Turns graphql-js errors into the shapes Shopify's GraphQL server (graphql-ruby) answers, always
 * with HTTP 200 and a top-level `errors` array. Shopify's form for an unknown field is
 * `{"message": "Field 'foo' doesn't exist on type 'Shop'", "locations": […], "extensions":
 * {"code": "undefinedField", "typeName": "Shop", "fieldName": "foo"}}`; the same wording and
 * codes are used for unknown arguments (`argumentNotAccepted`) and missing required arguments
 * (`missingRequiredArguments`). Other static-validation failures keep graphql-js's message with
 * graphql-ruby's code for that rule (UNCONFIRMED against Shopify beyond those three).
 */

/** A GraphQL error as serialised in a response. */
export interface ErrorBody {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

function base(error: GraphQLError): ErrorBody {
  const body: ErrorBody = { message: error.message };
  if (error.locations?.length) body.locations = error.locations.map((l) => ({ ...l }));
  if (error.path?.length) body.path = [...error.path];
  return body;
}

type Mapper = (error: GraphQLError) => ErrorBody;

const withCode =
  (code: string): Mapper =>
  (error) => ({ ...base(error), extensions: { code } });

const RULES: [ValidationRule, Mapper][] = [
  [
    FieldsOnCorrectTypeRule,
    (error) => {
      const m = /Cannot query field "(.+?)" on type "(.+?)"/.exec(error.message);
      if (!m) return withCode('undefinedField')(error);
      return {
        ...base(error),
        message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
        extensions: { code: 'undefinedField', typeName: m[2], fieldName: m[1] },
      };
    },
  ],
  [
    KnownArgumentNamesRule,
    (error) => {
      const field = /Unknown argument "(.+?)" on field "(?:.+\.)?(.+?)"/.exec(error.message);
      const directive = /Unknown argument "(.+?)" on directive "@(.+?)"/.exec(error.message);
      const m = field ?? directive;
      if (!m) return withCode('argumentNotAccepted')(error);
      const kind = field ? 'Field' : 'Directive';
      return {
        ...base(error),
        message: `${kind} '${m[2]}' doesn't accept argument '${m[1]}'`,
        extensions: { code: 'argumentNotAccepted', name: m[2], typeName: kind, argumentName: m[1] },
      };
    },
  ],
  [
    ProvidedRequiredArgumentsRule,
    (error) => {
      const m = /Argument "(?:.+\.)?(.+?)\((.+?):\)"/.exec(error.message);
      if (!m) return withCode('missingRequiredArguments')(error);
      return {
        ...base(error),
        message: `Field '${m[1]}' is missing required arguments: ${m[2]}`,
        extensions: {
          code: 'missingRequiredArguments',
          className: 'Field',
          name: m[1],
          arguments: m[2],
        },
      };
    },
  ],
  [ScalarLeafsRule, withCode('selectionMismatch')],
  [KnownTypeNamesRule, withCode('undefinedType')],
  [ValuesOfCorrectTypeRule, withCode('argumentLiteralsIncompatible')],
  [NoUnusedVariablesRule, withCode('variableNotUsed')],
  [NoUndefinedVariablesRule, withCode('variableNotDefined')],
  [VariablesInAllowedPositionRule, withCode('variableMismatch')],
  [VariablesAreInputTypesRule, withCode('variableRequiresValidType')],
  [KnownFragmentNamesRule, withCode('undefinedFragment')],
  [NoUnusedFragmentsRule, withCode('useAndDefineFragment')],
  [PossibleFragmentSpreadsRule, withCode('cannotSpreadFragment')],
  [FragmentsOnCompositeTypesRule, withCode('fragmentOnNonCompositeType')],
  [OverlappingFieldsCanBeMergedRule, withCode('fieldConflict')],
  [KnownDirectivesRule, withCode('undefinedDirective')],
];

/**
 * Validates `document` against `schema` with every specified rule, and answers the errors in
 * Shopify's shapes (rule by rule, so each error is known by the rule that raised it).
 */
export function validationErrors(schema: GraphQLSchema, document: DocumentNode): ErrorBody[] {
  if (validate(schema, document).length === 0) return [];
  const mapped = new Map<ValidationRule, Mapper>(RULES);
  return specifiedRules.flatMap((rule) =>
    validate(schema, document, [rule]).map((error) =>
      (mapped.get(rule) ?? withCode('validationFailed'))(error),
    ),
  );
}

/** A syntax error: graphql-js's message and location (UNCONFIRMED code, Shopify's parser words it differently). */
export function parseErrorBody(error: GraphQLError): ErrorBody {
  return { ...base(error), extensions: { code: 'parseError' } };
}

/**
 * A variable-coercion error, worded like graphql-ruby: "Variable $x of type T! was provided invalid
 * value", with the value and the problem (graphql-js's explanation) in extensions.
 */
export function variableErrorBody(
  error: GraphQLError,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): ErrorBody {
  const name = /Variable "\$(\w+)"/.exec(error.message)?.[1];
  const definition = operation?.variableDefinitions?.find((d) => d.variable.name.value === name);
  if (!name || !definition) return { ...base(error), extensions: { code: 'INVALID_VARIABLE' } };
  return {
    ...base(error),
    message: `Variable $${name} of type ${print(definition.type)} was provided invalid value`,
    extensions: {
      code: 'INVALID_VARIABLE',
      value: variables[name] ?? null,
      problems: [{ path: [], explanation: error.message.replace(/^Variable "\$\w+" /, '') }],
    },
  };
}

/** Any other error (resolver errors keep their message, path and extensions). */
export function errorBody(error: GraphQLError): ErrorBody {
  const body = base(error);
  if (error.extensions && Object.keys(error.extensions).length > 0) {
    body.extensions = { ...error.extensions };
  }
  return body;
}
