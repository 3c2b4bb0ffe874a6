import qs from 'qs';
import { invalidParam, missingParam, unknownParam } from './errors';

/**
 * Request parameters as Stripe's v1 API reads them: `application/x-www-form-urlencoded` (bodies) or
 * the query string (GET, DELETE), with bracket nesting and indexed arrays —
 * `line_items[0][price]=price_1&metadata[userId]=42&expand[0]=customer` — parsed with `qs`, the
 * encoding the stripe SDK writes (`stringifyRequestData`, brackets unescaped).
 *
 * A handler reads the parameters it implements through {@link Params}; `finish()` then refuses
 * anything left unread with `parameter_unknown`, as Stripe refuses parameters an endpoint does not
 * take. Type errors use Stripe's wording ("Invalid integer: x", "Missing required param: x.").
 */

/** Parses form-encoded text (a body or a query string without `?`). */
export function parseForm(text: string): Record<string, unknown> {
  return qs.parse(text, {
    depth: 10,
    arrayLimit: 100,
    parameterLimit: 5000,
    allowPrototypes: false,
    throwOnLimitExceeded: false,
  }) as Record<string, unknown>;
}

/** Strings longer than this are cut in error messages. */
const SHOWN = 40;

function shown(value: string): string {
  return value.length > SHOWN ? `${value.slice(0, SHOWN)}...` : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Options of {@link Params.string}. */
export interface StringOptions {
  required?: boolean;
  maxLength?: number;
}

/** A reader of one level of the parameter tree that remembers what was read. */
export class Params {
  private constructor(
    private readonly node: Record<string, unknown>,
    private readonly prefix: string,
    private readonly used: Set<string>,
    private readonly root: Record<string, unknown>,
  ) {}

  /** A reader of a parsed tree (see {@link parseForm}). */
  static of(tree: Record<string, unknown>): Params {
    return new Params(tree, '', new Set(), tree);
  }

  /** The full name of a key at this level, e.g. `line_items[0][price]`. */
  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Whether the key was sent at all. */
  has(key: string): boolean {
    return Object.hasOwn(this.node, key);
  }

  private take(key: string): unknown {
    this.used.add(this.name(key));
    return Object.hasOwn(this.node, key) ? this.node[key] : undefined;
  }

  /** A string; '' is refused (Stripe reads it as an attempt to unset) unless `allowEmpty`. */
  string(key: string, options: StringOptions & { allowEmpty?: boolean } = {}): string | undefined {
    const value = this.take(key);
    const name = this.name(key);
    if (value === undefined) {
      if (options.required) throw missingParam(name);
      return undefined;
    }
    if (typeof value !== 'string') {
      throw invalidParam(name, `Invalid string: ${shown(JSON.stringify(value))}`);
    }
    if (value === '' && !options.allowEmpty) {
      throw invalidParam(
        name,
        `You passed an empty string for '${name}'. We assume empty values are an attempt to unset a parameter; however '${name}' cannot be unset. You should remove '${name}' from your request or supply a non-empty value.`,
        'parameter_invalid_empty',
      );
    }
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      throw invalidParam(
        name,
        `Invalid string: ${shown(value)}; must be at most ${options.maxLength} characters`,
      );
    }
    return value;
  }

  /** A string that must be present. */
  requiredString(key: string, options: StringOptions = {}): string {
    return this.string(key, { ...options, required: true })!;
  }

  /** `true` / `false`. */
  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw invalidParam(this.name(key), `Invalid boolean: ${shown(value)}`);
  }

  /** A whole number, at least `min` when given. */
  integer(key: string, options: { min?: number; required?: boolean } = {}): number | undefined {
    const value = this.string(key, options.required ? { required: true } : {});
    if (value === undefined) return undefined;
    const name = this.name(key);
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw invalidParam(name, `Invalid integer: ${shown(value)}`, 'parameter_invalid_integer');
    }
    const number = Number(value);
    if (options.min !== undefined && number < options.min) {
      throw invalidParam(name, `This value must be greater than or equal to ${options.min}.`);
    }
    return number;
  }

  /** One of `values`: "Invalid mode: must be one of payment, setup, or subscription". */
  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if ((values as readonly string[]).includes(value)) return value as T;
    const list =
      values.length > 1
        ? `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}`
        : values[0];
    throw invalidParam(this.name(key), `Invalid ${key}: must be one of ${list}`);
  }

  /** A nested hash (`subscription_data[…]`); refuses a plain value. */
  object(key: string): Params | undefined {
    const value = Object.hasOwn(this.node, key) ? this.node[key] : undefined;
    if (value === undefined) return undefined;
    if (!isObject(value)) {
      this.used.add(this.name(key));
      throw invalidParam(this.name(key), `Invalid hash`);
    }
    return new Params(value, this.name(key), this.used, this.root);
  }

  /** An indexed array of hashes (`line_items[0][…]`), in index order. */
  list(key: string): Params[] | undefined {
    const value = Object.hasOwn(this.node, key) ? this.node[key] : undefined;
    if (value === undefined) return undefined;
    const entries = this.arrayEntries(key, value);
    return entries.map(([index, item]) => {
      const name = `${this.name(key)}[${index}]`;
      if (!isObject(item)) {
        this.used.add(name);
        throw invalidParam(name, 'Invalid hash');
      }
      return new Params(item, name, this.used, this.root);
    });
  }

  /** An indexed array of strings (`expand[0]=customer`). */
  stringList(key: string): string[] | undefined {
    const value = this.take(key);
    if (value === undefined) return undefined;
    return this.arrayEntries(key, value).map(([index, item]) => {
      if (typeof item !== 'string') {
        throw invalidParam(
          `${this.name(key)}[${index}]`,
          `Invalid string: ${JSON.stringify(item)}`,
        );
      }
      return item;
    });
  }

  /** The raw value of a key, marked as read (for readers with their own rules, like metadata). */
  rawValue(key: string): unknown {
    return this.take(key);
  }

  private arrayEntries(key: string, value: unknown): Array<[string, unknown]> {
    if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
    if (isObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) {
      return Object.entries(value).sort(([a], [b]) => Number(a) - Number(b));
    }
    this.used.add(this.name(key));
    throw invalidParam(this.name(key), 'Invalid array');
  }

  /** Refuses the first parameter no reader took: `parameter_unknown`. */
  finish(): void {
    const visit = (value: unknown, path: string): void => {
      if (this.used.has(path)) return;
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${path}[${index}]`));
      } else if (isObject(value) && Object.keys(value).length > 0) {
        for (const [key, item] of Object.entries(value)) visit(item, `${path}[${key}]`);
      } else {
        throw unknownParam(path);
      }
    };
    for (const [key, value] of Object.entries(this.root)) visit(value, key);
  }
}
