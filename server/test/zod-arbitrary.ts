import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries of request values for zod 4 schemas, read from their definitions
 * (`schema._zod.def`): the fuzz test (fuzz.test.ts) sends them to every route.
 */

/** Values known to the app under test, mixed into generated ones so requests reach real rows. */
export interface FuzzPools {
  /** Strings of a zod string format besides random ones, e.g. `uuid` → ids of existing rows. */
  formats: Readonly<Record<string, readonly string[]>>;
  /** Words for free text and comma lists (enum values, handles, codes, ids). */
  words: readonly string[];
  /** Values for an object key of that name, e.g. `campaignId` → the id of a campaign that exists. */
  byKey: Readonly<Record<string, readonly string[]>>;
}

/** Numeric text a number parser must refuse or bound: not whole, beyond int8, not finite. */
export const HOSTILE_NUMERIC_STRINGS = [
  '1.5,',
  '1.5',
  '99999999999999999999',
  '99999999999999999999,',
  ',99999999999999999999',
  '9223372036854775808',
  '-1',
  '1e400',
  '1e3',
  'NaN',
  'Infinity',
  '0x10',
  '1,2,3',
  ',',
] as const;

/** Text that breaks naive parsing or storage. */
export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '\t\n',
  '%',
  '%00',
  '_',
  '\\',
  "'; select 1; --",
  '"',
  '<script>alert(1)</script>',
  '{{ x | y }}',
  '{% raw %}',
  '\ud800',
  '\udfff',
  '🙂',
  '\u202e',
  '\ufeff',
  'null',
  '__proto__',
  'constructor',
  '../../etc/passwd',
] as const;

/** Every hostile string, for values of unknown meaning (path parameters, near-miss enums). */
export const HOSTILE_STRINGS = [...HOSTILE_TEXT, ...HOSTILE_NUMERIC_STRINGS] as const;

/** Numbers that break naive arithmetic or storage (beyond int4, int8, a double's precision). */
const HOSTILE_NUMBERS = [
  -1,
  -0,
  0.5,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  1e20,
  -1e20,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

/** Numeric-looking text, tried for every free-text string (query parameters are all strings). */
const numericStrings = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true }).map(String),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`),
  fc.nat().map((n) => `${n},`),
  fc.constantFrom('0,', ',10', '1000,50000', '9007199254740991'),
);

/** A JSON value of any type, for "wrong type" values and unknown keys. */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

/** Keys a strict object must refuse (and must never reach a prototype). */
const UNKNOWN_KEYS = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'roles', 'id', 'x'];

/** Longest string generated with random content (boundary lengths are generated separately). */
const RANDOM_STRING_MAX = 40;
/** Longest array generated with random items (one past the limit is generated separately). */
const RANDOM_ARRAY_MAX = 4;
/** Longest string or array built for a "one past the limit" value. */
const LIMIT_PROBE_MAX = 200_000;

type Schema = z.core.$ZodType;

/** What a schema's checks allow: lengths or bounds, a string format and patterns, integers only. */
interface Limits {
  min?: number;
  max?: number;
  format?: string;
  patterns: RegExp[];
  integer: boolean;
}

/** The checks of a string, number or array schema as {@link Limits}. */
function limitsOf(schema: Schema): Limits {
  const def = schema._zod.def as {
    format?: string;
    pattern?: RegExp;
    checks?: Schema['_zod']['def']['checks'];
  };
  const limits: Limits = { patterns: [], integer: false, format: def.format };
  if (def.pattern) limits.patterns.push(def.pattern);
  for (const check of def.checks ?? []) {
    const c = (check as z.core.$ZodChecks)._zod.def;
    switch (c.check) {
      case 'min_length':
        limits.min = Math.max(limits.min ?? 0, c.minimum);
        break;
      case 'max_length':
        limits.max = Math.min(limits.max ?? Infinity, c.maximum);
        break;
      case 'length_equals':
        limits.min = limits.max = c.length;
        break;
      case 'greater_than':
        limits.min = Number(c.value) + (c.inclusive ? 0 : Number.EPSILON);
        break;
      case 'less_than':
        limits.max = Number(c.value) - (c.inclusive ? 0 : Number.EPSILON);
        break;
      case 'number_format':
        limits.integer = !c.format.startsWith('float');
        break;
      case 'string_format':
        limits.format ??= c.format;
        if (c.pattern) limits.patterns.push(c.pattern);
        break;
    }
  }
  return limits;
}

/** True for free text: a string with no format or pattern (overwrites such as trim allowed). */
const isFreeText = (schema: Schema): boolean => {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const { format, patterns } = limitsOf(schema);
  return def.type === 'string' && !format && !patterns.length;
};

/** True when a schema ends in a transform (its output cannot be generated as its input). */
const endsInTransform = (schema: Schema): boolean => {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  return def.type === 'transform' || (def.type === 'pipe' && endsInTransform(def.out));
};

/** Examples a schema's metadata gives (`.meta({ examples })`), as seeds for its values. */
const examplesOf = (schema: Schema): unknown[] => {
  const examples = z.globalRegistry.get(schema)?.examples;
  return Array.isArray(examples) ? examples : [];
};

/** Arbitraries of one schema's values, conforming or hostile in one of three ways. */
export interface SchemaArbitraries {
  /**
   * Values of the schema's shape (types, formats, lengths, bounds, required keys), with content a
   * schema need not forbid: any Unicode, lone surrogates, boundary lengths and numbers, numeric
   * text, the pools' known values and the schemas' `examples`. Refinements (min ≤ max, one of two
   * fields) are not known, so some values fail them.
   */
  conforming: fc.Arbitrary<unknown>;
  /**
   * A conforming value with exactly one spot made hostile, so that the rest passes validation and
   * the hostile spot is what the server meets: at a leaf a NUL character, a string one past its
   * limit, a number out of range or not whole, a near-miss enum value, a value of another type;
   * at an object a missing required key or an unknown (or prototype) key; at an array one item
   * too many.
   */
  mutated: fc.Arbitrary<unknown>;
  /** Conforming, but every free-text string (no format or pattern) holds a NUL character. */
  withNul: fc.Arbitrary<unknown>;
  /** Conforming, but every free-text string is hostile numeric text ("1.5,", 20 digits). */
  withBadNumbers: fc.Arbitrary<unknown>;
}

/** What a builder makes of free text: as generated, with a NUL, or hostile numeric text. */
type TextTaint = 'none' | 'nul' | 'numeric';

/**
 * Arbitraries of request values for a zod 4 schema (see {@link SchemaArbitraries}), read from its
 * definition (`_zod.def`): types, checks (lengths, bounds, formats, patterns), optional and
 * defaulted keys, unions, metadata examples, and pipes — a plain string piped into a format is
 * generated as that format (`z.string().trim().pipe(z.email())`), a string transformed into an
 * array as a comma list of its items (`"a,b"`), other transforms from their input.
 */
export function arbitrariesFromZod(root: Schema, pools: FuzzPools): SchemaArbitraries {
  /** Memoised by schema; a recursive (lazy) schema meets a stand-in until it is built. */
  const memoised = (make: (schema: Schema) => fc.Arbitrary<unknown>) => {
    const memo = new Map<Schema, fc.Arbitrary<unknown>>();
    return (schema: Schema): fc.Arbitrary<unknown> => {
      const known = memo.get(schema);
      if (known) return known;
      // Called only when generating, once `built` exists.
      memo.set(
        schema,
        fc.constant(null).chain(() => built),
      );
      const built = make(schema);
      memo.set(schema, built);
      return built;
    };
  };

  /** A builder of conforming values whose free text is tainted as `taint` says. */
  const conformer = (taint: TextTaint) => {
    const conform = memoised((schema) => {
      const def = (schema as z.core.$ZodTypes)._zod.def;
      switch (def.type) {
        case 'string':
          return stringOf(schema, taint);
        case 'number':
          return numberOf(limitsOf(schema));
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'date':
          return isoDate;
        case 'literal':
          return fc.constantFrom(...def.values);
        case 'enum':
          return fc.constantFrom(...Object.values(def.entries));
        case 'array': {
          const { min = 0, max = Infinity } = limitsOf(schema);
          return fc.array(conform(def.element), {
            minLength: min,
            maxLength: Math.max(min, Math.min(max, RANDOM_ARRAY_MAX)),
          });
        }
        case 'tuple':
          return fc.tuple(...def.items.map(conform));
        case 'object':
          return objectOf(def.shape, conform);
        case 'record':
          return fc.dictionary(
            conform(def.keyType) as fc.Arbitrary<string>,
            conform(def.valueType),
            { maxKeys: RANDOM_ARRAY_MAX },
          );
        case 'nullable':
          return fc.oneof(
            { weight: 1, arbitrary: fc.constant(null) },
            { weight: 3, arbitrary: conform(def.innerType) },
          );
        default:
          return (
            throughWrapper(schema, conform) ??
            // A transform's input, any/unknown, custom: anything.
            fc.oneof(freeText({ patterns: [], integer: false }, [], taint), anyJson)
          );
      }
    });
    return conform;
  };
  const conform = conformer('none');

  const mutate = memoised((schema) => {
    const def = (schema as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case 'object': {
        const whole = conform(schema) as fc.Arbitrary<Record<string, unknown>>;
        return fc.oneof(
          ...Object.keys(def.shape).map((key) => objectOf(def.shape, conform, key)),
          fc.tuple(whole, fc.nat()).map(([value, n]) => withoutOneKey(value, n)),
          fc
            .tuple(whole, fc.constantFrom(...UNKNOWN_KEYS), anyJson)
            .map(([value, key, extra]) => withOwnKey(value, key, extra)),
          anyJson,
        );
      }
      case 'array': {
        const { max } = limitsOf(schema);
        const item = conform(def.element);
        const tooMany =
          max !== undefined && max < LIMIT_PROBE_MAX
            ? item.map((value) => Array.from({ length: max + 1 }, () => value))
            : fc.array(item, { minLength: 50, maxLength: 60 });
        const oneBadItem = fc
          .tuple(fc.array(item, { maxLength: RANDOM_ARRAY_MAX - 1 }), mutate(def.element), fc.nat())
          .map(([items, bad, at]) => items.toSpliced(at % (items.length + 1), 0, bad));
        return fc.oneof(
          { weight: 3, arbitrary: oneBadItem },
          { weight: 1, arbitrary: tooMany },
          { weight: 1, arbitrary: anyJson },
        );
      }
      case 'tuple':
        return fc.oneof(
          ...def.items.map((_, i) =>
            fc.tuple(...def.items.map((item, j) => (i === j ? mutate(item) : conform(item)))),
          ),
        );
      case 'record':
        return fc.oneof(
          fc.dictionary(conform(def.keyType) as fc.Arbitrary<string>, mutate(def.valueType), {
            minKeys: 1,
            maxKeys: 2,
          }),
          anyJson,
        );
      case 'nullable':
        return mutate(def.innerType);
      default:
        return (
          throughWrapper(schema, mutate) ??
          fc.oneof({ weight: 4, arbitrary: hostileLeaf(schema) }, { weight: 1, arbitrary: anyJson })
        );
    }
  });

  /**
   * The values, built by `make`, of a schema that wraps others (optional, default, lazy, union,
   * pipe…); undefined for any other. A pipe is built from the side a client can send: a comma
   * list of the output's items when a string is transformed into an array, the output when a
   * plain string is piped into a format (an email after a trim), else the input (a transform's).
   */
  const throughWrapper = (
    schema: Schema,
    make: (schema: Schema) => fc.Arbitrary<unknown>,
  ): fc.Arbitrary<unknown> | undefined => {
    const def = (schema as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return make(def.innerType);
      case 'lazy':
        return make(def.getter());
      case 'intersection':
        return make(def.left);
      case 'union':
        return fc.oneof(...def.options.map(make));
      case 'pipe': {
        const out = (def.out as z.core.$ZodTypes)._zod.def;
        if (endsInTransform(def.in) && out.type === 'array') {
          return make(def.out).map((items) => (Array.isArray(items) ? items.join(',') : items));
        }
        const intoFormat = isFreeText(def.in) && !endsInTransform(def.out);
        return make(intoFormat ? def.out : def.in);
      }
      default:
        return undefined;
    }
  };

  const stringOf = (schema: Schema, taint: TextTaint): fc.Arbitrary<string> => {
    const limits = limitsOf(schema);
    const { format, patterns } = limits;
    const examples = examplesOf(schema).filter((e): e is string => typeof e === 'string');
    if (isFreeText(schema)) return freeText(limits, examples, taint);
    const pool = format ? pools.formats[format] : undefined;
    const ofFormat = format ? formatted(format) : undefined;
    const edges = format ? FORMAT_EDGES[format] : undefined;
    // The patterns are what zod checks (fast-check's emails, for one, are wider than zod's).
    const ofPatterns = patterns.flatMap((pattern) => matching(pattern) ?? []);
    const choices: fc.WeightedArbitrary<string>[] = [
      ...(pool?.length ? [{ weight: 6, arbitrary: fc.constantFrom(...pool) }] : []),
      ...(ofFormat && !ofPatterns.length ? [{ weight: 3, arbitrary: ofFormat }] : []),
      ...ofPatterns.map((arbitrary) => ({ weight: 3, arbitrary })),
      ...(edges ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
      ...(examples.length ? [{ weight: 3, arbitrary: fc.constantFrom(...examples) }] : []),
    ];
    return choices.length ? fc.oneof(...choices) : fc.string();
  };

  /** Free text within the length limits, from random Unicode, words, numbers and examples. */
  const freeText = (
    { min = 0, max = Infinity }: Limits,
    examples: string[],
    taint: TextTaint,
  ): fc.Arbitrary<string> => {
    if (taint === 'numeric') return fc.constantFrom(...HOSTILE_NUMERIC_STRINGS);
    const randomMax = Math.max(min, Math.min(max, RANDOM_STRING_MAX));
    const choices: fc.WeightedArbitrary<string>[] = [
      { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: randomMax }) },
      { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: randomMax, unit: 'binary' }) },
      { weight: 2, arbitrary: fc.constantFrom(...pools.words) },
      {
        weight: 2,
        arbitrary: fc
          .array(fc.constantFrom(...pools.words), { minLength: 1, maxLength: 4 })
          .map((words) => words.join(',')),
      },
      { weight: 1, arbitrary: numericStrings },
      // The shortest allowed, padded with whitespace a trim removes.
      { weight: 1, arbitrary: fc.constant(` ${'a'.repeat(Math.max(min, 1))} `) },
      ...(examples.length ? [{ weight: 24, arbitrary: fc.constantFrom(...examples) }] : []),
      // The longest allowed, in a character UTF-8 writes in two bytes.
      ...(max <= LIMIT_PROBE_MAX ? [{ weight: 1, arbitrary: fc.constant('é'.repeat(max)) }] : []),
    ];
    // Words, numbers and examples fitted to the limits (padded or cut).
    const text = fc.oneof(...choices).map((value) => value.padEnd(min, 'x').slice(0, max));
    return taint === 'nul'
      ? fc.tuple(text, fc.nat()).map(([value, at]) => withNul(value, at, 'replace'))
      : text;
  };

  const numberOf = ({ min, max, integer }: Limits): fc.Arbitrary<number> => {
    const low = min ?? -Number.MAX_SAFE_INTEGER;
    const high = max ?? Number.MAX_SAFE_INTEGER;
    const clamp = (n: number) => Math.min(high, Math.max(low, n));
    const whole = (n: number) => (integer ? clamp(Math.round(n)) : n);
    return fc.oneof(
      fc.constantFrom(low, high, clamp(0), clamp(1)).map(whole),
      fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).map(whole),
      fc.integer({ min: -1000, max: 1000 }).map(clamp).map(whole),
    );
  };

  /**
   * Objects of `shape` built by `make`: required keys always, optional ones now and then (so that
   * wide objects still validate), a key's known values ({@link FuzzPools.byKey}) mostly; the
   * `mutated` key, when given, always present and hostile.
   */
  const objectOf = (
    shape: Record<string, Schema>,
    make: (schema: Schema) => fc.Arbitrary<unknown>,
    mutated?: string,
  ): fc.Arbitrary<Record<string, unknown>> => {
    const entries = Object.entries(shape).map(([key, value]) => {
      if (key === mutated) return [key, mutate(value)] as const;
      const known = pools.byKey[key];
      const arbitrary = known?.length
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...known) },
            { weight: 1, arbitrary: make(value) },
          )
        : make(value);
      const optional = value._zod.optin === 'optional';
      return [
        key,
        optional
          ? fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary })
          : arbitrary,
      ] as const;
    });
    return fc
      .record(Object.fromEntries(entries))
      .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
  };

  /** Hostile values of a leaf's own type: what a schema must refuse, or at least survive. */
  const hostileLeaf = (schema: Schema): fc.Arbitrary<unknown> => {
    const def = (schema as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case 'enum':
      case 'literal': {
        // Near misses (another case, surrounding space) and strings no enum holds.
        const values = def.type === 'enum' ? Object.values(def.entries) : def.values;
        return fc.oneof(
          fc.constantFrom(...values).map((v) => ` ${String(v).toUpperCase()} `),
          fc.constantFrom(...HOSTILE_STRINGS),
        );
      }
      case 'string': {
        const { max } = limitsOf(schema);
        const tooLong = max !== undefined && max < LIMIT_PROBE_MAX ? max + 1 : 10_000;
        return fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
          { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMERIC_STRINGS) },
          {
            weight: 3,
            arbitrary: fc
              .tuple(conform(schema) as fc.Arbitrary<string>, fc.nat())
              .map(([value, at]) => withNul(value, at)),
          },
          { weight: 1, arbitrary: fc.constant('x'.repeat(tooLong)) },
        );
      }
      case 'number': {
        const { min, max } = limitsOf(schema);
        const bounds = [min, max].filter((n) => n !== undefined);
        return fc.constantFrom(
          ...HOSTILE_NUMBERS,
          ...bounds.flatMap((n) => [n - 1, n + 1, n + 0.5]),
          ...HOSTILE_NUMBERS.map(String),
        );
      }
      default:
        return fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), anyJson);
    }
  };

  return {
    conforming: conform(root),
    mutated: mutate(root),
    withNul: conformer('nul')(root),
    withBadNumbers: conformer('numeric')(root),
  };
}

/** Strings of a zod string format (uuid, email, date, datetime, url); undefined for others. */
function formatted(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return isoDate.map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return isoDate.map((d) => d.toISOString());
    case 'url':
      return fc.webUrl({ withQueryParameters: true, withFragments: true });
    default:
      return undefined;
  }
}

/**
 * Values a format's pattern accepts at the edges of its range, where a database's range may
 * end sooner (PostgreSQL has no year 0).
 */
const FORMAT_EDGES: Partial<Record<string, readonly string[]>> = {
  date: ['0000-01-01', '0001-01-01', '9999-12-31', '2000-02-29'],
  datetime: ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999999999Z', '2000-01-01T00:00:00+14:00'],
  email: [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.io`, "o'brien+x@a.co"],
};

/** Dates from 1970 to 2100 (no invalid date). */
const isoDate = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/**
 * {@link matching}'s arbitraries by pattern. Building one can be slow — about 60 ms for zod's uuid
 * pattern, as fast-check's `string()` checks its default slices against each character class —
 * and every uuid in every route's params, query and body, in each variant, rebuilt it: 12–14 s, a
 * fifth of the fuzz test. Arbitraries are immutable, so a shared one draws exactly the values a
 * fresh one would from the same seed (the fuzz test's answers are the same, route by route).
 */
const matchingCache = new Map<string, fc.Arbitrary<string> | undefined>();

/** Strings matching `pattern`, or undefined when fast-check cannot build them. */
function matching(pattern: RegExp): fc.Arbitrary<string> | undefined {
  const key = `/${pattern.source}/${pattern.flags}`;
  if (matchingCache.has(key)) return matchingCache.get(key);
  let arbitrary: fc.Arbitrary<string> | undefined;
  try {
    arbitrary = fc.stringMatching(pattern);
  } catch {
    arbitrary = undefined;
  }
  matchingCache.set(key, arbitrary);
  return arbitrary;
}

/**
 * `value` with a NUL character inserted at position `at` (modulo its length + 1), or replacing
 * the character there (keeping the length within a limit) unless `value` is empty.
 */
function withNul(value: string, at: number, how: 'insert' | 'replace' = 'insert'): string {
  const i = at % (value.length + 1);
  const rest = how === 'replace' && i < value.length ? i + 1 : i;
  return `${value.slice(0, i)}\u0000${value.slice(rest)}`;
}

/** A copy of `value` without its `n`-th key (modulo its key count). */
function withoutOneKey(value: Record<string, unknown>, n: number) {
  const keys = Object.keys(value);
  if (!keys.length) return value;
  const drop = keys[n % keys.length];
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== drop));
}

/** A copy of `value` with an own property `key` (even `__proto__`, which spreading would not make). */
function withOwnKey(value: Record<string, unknown>, key: string, extra: unknown) {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true });
  return copy;
}
