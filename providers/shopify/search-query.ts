/**
 * The subset of Shopify's search syntax (the `query:` argument of list fields) the fake
 * understands: whitespace-separated terms that must all match; `field:value`, values quoted with
 * '…' or "…", comma-separated alternatives (`status:active,draft`), `*` wildcards
 * (`title:*board*`), a leading `-` or `NOT` to negate, and free text. `AND` is implied and `OR`
 * is ignored (treated as AND). Unknown fields match nothing, like a filter on a missing value.
 * https://shopify.dev/docs/api/usage/search-syntax
 */

/** One parsed term: `field` is null for free text. */
export interface SearchTerm {
  field: string | null;
  /** Alternatives, any of which may match (split on commas for field terms). */
  values: string[];
  negated: boolean;
}

interface Token {
  /** `field` of a `field:value` term, with a leading `-` kept. */
  prefix: string;
  value: string;
  quoted: boolean;
}

function tokens(query: string): Token[] {
  const re = /(-?[\w.]+:)?(?:'([^']*)'|"([^"]*)"|(\S+))/g;
  return [...query.matchAll(re)].map((m) => ({
    prefix: m[1] ?? '',
    value: m[2] ?? m[3] ?? m[4] ?? '',
    quoted: m[2] !== undefined || m[3] !== undefined,
  }));
}

/** Parses a search query into terms (empty for null/blank queries). */
export function parseSearchQuery(query: string | null | undefined): SearchTerm[] {
  if (!query) return [];
  const terms: SearchTerm[] = [];
  let negateNext = false;
  for (const token of tokens(query)) {
    if (!token.prefix && !token.quoted && (token.value === 'AND' || token.value === 'OR')) continue;
    if (!token.prefix && !token.quoted && token.value === 'NOT') {
      negateNext = true;
      continue;
    }
    let negated = negateNext;
    negateNext = false;
    let prefix = token.prefix;
    let value = token.value;
    if (prefix.startsWith('-')) {
      negated = !negated;
      prefix = prefix.slice(1);
    } else if (!prefix && !token.quoted && value.startsWith('-') && value.length > 1) {
      negated = !negated;
      value = value.slice(1);
    }
    if (prefix) {
      terms.push({
        field: prefix.slice(0, -1).toLowerCase(),
        values: token.quoted ? [value] : value.split(',').filter((v) => v.length > 0),
        negated,
      });
    } else {
      terms.push({ field: null, values: [value], negated });
    }
  }
  return terms;
}

/**
 * Whether `text` matches a search value: with `*` as a wildcard over the whole text, otherwise
 * when a word of the text starts with the value (case-insensitive) — Shopify's prefix matching.
 */
export function textMatches(text: string, value: string): boolean {
  const haystack = text.toLowerCase();
  const needle = value.toLowerCase();
  if (needle.includes('*')) {
    const pattern = needle
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${pattern}$`, 's').test(haystack);
  }
  if (haystack === needle) return true;
  return (
    haystack.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(needle)) ||
    (needle.includes(' ') && haystack.includes(needle))
  );
}

/**
 * Whether an item passes every term, given how to read a field (`fields[name]` returns the
 * item's values for it) and which fields free text searches.
 */
export function matchesSearch<T>(
  item: T,
  terms: SearchTerm[],
  fields: Record<string, (item: T) => string[]>,
  freeTextFields: string[],
): boolean {
  return terms.every((term) => {
    const names = term.field === null ? freeTextFields : [term.field];
    const values = names.flatMap((name) => fields[name]?.(item) ?? []);
    const hit = term.values.some((v) => values.some((text) => textMatches(text, v)));
    return term.negated ? !hit : hit;
  });
}

/** What the sort keys every searchable resource has read; times in epoch ms. */
interface Sortable {
  id: number;
  title: string;
  createdAt: number;
  updatedAt: number;
}

/**
 * Comparators by `sortKey`: the keys every resource has (ID; RELEVANCE, which the fake ranks by
 * id; TITLE; CREATED_AT; UPDATED_AT) and the resource's `own`; every key breaks ties by id.
 */
export function sortKeysWith<T extends Sortable>(
  own: Record<string, (a: T, b: T) => number>,
): Record<string, (a: T, b: T) => number> {
  return {
    ID: (a, b) => a.id - b.id,
    RELEVANCE: (a, b) => a.id - b.id,
    TITLE: (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
    CREATED_AT: (a, b) => a.createdAt - b.createdAt || a.id - b.id,
    UPDATED_AT: (a, b) => a.updatedAt - b.updatedAt || a.id - b.id,
    ...own,
  };
}
