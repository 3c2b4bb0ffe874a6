import { GraphError } from './graph-errors';

/**
 * The Graph `fields` parameter: a comma-separated list whose items may carry modifiers
 * (`picture.type(large)`, `media.limit(12)`, `business_discovery.username(bluebottle)`) and
 * sub-fields in braces (`picture{url}`, nested as deep as needed): Graph's field expansion
 * (https://developers.facebook.com/docs/graph-api/guides/field-expansion). Commas inside
 * parentheses or braces do not split.
 */

/** The top-level field names of `fields`, in order, without duplicates. */
export function parseFields(fields: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  const flush = () => {
    const name = /^\s*([A-Za-z0-9_]*)/.exec(current)?.[1] ?? '';
    if (current.trim()) names.push(name || current.trim());
    current = '';
  };
  for (const char of fields) {
    if (char === '(' || char === '{') depth++;
    if (char === ')' || char === '}') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) flush();
    else current += char;
  }
  flush();
  return [...new Set(names)];
}

/** One requested field: its name, its modifiers (`limit` → `"12"`) and its sub-fields. */
export interface FieldNode {
  name: string;
  modifiers: Map<string, string>;
  /** The fields in braces, or null when none were given. */
  children: FieldNode[] | null;
}

/**
 * The whole tree of `fields`, e.g. `business_discovery.username(x){followers_count,
 * media.limit(2){like_count}}`. @throws GraphError 100 "Syntax error …" as Graph answers a
 * malformed list.
 */
export function parseFieldTree(fields: string): FieldNode[] {
  let at = 0;
  const fail = (expected: string): never => {
    const found = at < fields.length ? `"${fields[at]}"` : 'end of string';
    throw new GraphError(
      400,
      100,
      `Syntax error "Expected ${expected} instead of ${found}." at character ${at}: ${fields}`,
    );
  };
  const skipSpace = () => {
    while (at < fields.length && /\s/.test(fields[at]!)) at++;
  };
  const name = () => {
    skipSpace();
    const match = /^[A-Za-z0-9_]+/.exec(fields.slice(at));
    if (!match) return fail('a field name');
    at += match[0].length;
    return match[0];
  };
  const list = (closing: string | null): FieldNode[] => {
    const nodes: FieldNode[] = [];
    for (;;) {
      const node: FieldNode = { name: name(), modifiers: new Map(), children: null };
      skipSpace();
      while (fields[at] === '.') {
        at++;
        const modifier = name();
        if (fields[at] !== '(') fail('"("');
        const end = fields.indexOf(')', at);
        if (end < 0) {
          at = fields.length;
          fail('")"');
        }
        node.modifiers.set(modifier, fields.slice(at + 1, end).trim());
        at = end + 1;
        skipSpace();
      }
      if (fields[at] === '{') {
        at++;
        node.children = list('}');
        at++;
        skipSpace();
      }
      nodes.push(node);
      if (fields[at] === ',') {
        at++;
        continue;
      }
      if (closing === null ? at >= fields.length : fields[at] === closing) return nodes;
      return fail(closing === null ? 'end of string' : `"${closing}"`);
    }
  };
  return list(null);
}
