import type { CategorySlug } from '@shared/constants/taxonomy';
import type { LabelCategories } from './category-evidence';

/** What {@link createCategoryMatcher} needs from a mapping's `categories` field. */
export interface CategoryRules {
  separator?: string | undefined;
  map: Record<string, CategorySlug | CategorySlug[] | null>;
  labels?: Record<string, string> | undefined;
  always?: CategorySlug[] | undefined;
}

/**
 * The categories of one row: taxonomy slugs, the source's labels, labels not in the map, and each
 * mapped label with the slugs it gave (`byLabel`; label null for the mapping's `always`).
 */
export interface MatchedCategories {
  slugs: CategorySlug[];
  officialLabels: string[];
  unmapped: string[];
  byLabel: LabelCategories[];
}

/** Lower case, trimmed, one space for any run of whitespace: how labels are compared. */
function labelKey(label: string, separator: string | undefined): string {
  const parts = separator ? label.split(separator) : [label];
  return parts.map((p) => p.trim().replace(/\s+/g, ' ').toLowerCase()).join(separator ?? '');
}

/**
 * Builds the category translation of one mapping. The returned function takes the raw cells of
 * the category columns (already known not to be missing) and returns the row's slugs (in order,
 * without repeats, plus `always`), its official labels (renamed through `labels`) and the labels
 * the map does not know. With a `separator`, each cell is split and consecutive parts are joined
 * back when a map key spells them that way (`D|I|Y` → `diy`), preferring the longest key.
 */
export function createCategoryMatcher(
  rules: CategoryRules,
): (cells: string[]) => MatchedCategories {
  const { separator } = rules;
  const map = new Map<string, CategorySlug[]>();
  let longestKey = 1;
  for (const [label, value] of Object.entries(rules.map)) {
    map.set(
      labelKey(label, separator),
      value === null ? [] : Array.isArray(value) ? value : [value],
    );
    if (separator) longestKey = Math.max(longestKey, label.split(separator).length);
  }
  const labels = new Map(
    Object.entries(rules.labels ?? {}).map(([from, to]) => [labelKey(from, separator), to]),
  );

  return (cells) => {
    const slugs = new Set<CategorySlug>();
    const officialLabels = new Set<string>();
    const unmapped: string[] = [];
    const byLabel: LabelCategories[] = [];
    for (const cell of cells) {
      const parts = (separator ? cell.split(separator) : [cell])
        .map((p) => p.trim())
        .filter((p) => p !== '');
      let i = 0;
      while (i < parts.length) {
        let matched = false;
        for (let length = Math.min(longestKey, parts.length - i); length >= 1; length--) {
          const raw = parts.slice(i, i + length).join(separator ?? '');
          const key = labelKey(raw, separator);
          const found = map.get(key);
          if (!found) continue;
          for (const slug of found) slugs.add(slug);
          officialLabels.add(labels.get(key) ?? raw);
          if (found.length) byLabel.push({ label: labels.get(key) ?? raw, slugs: found });
          i += length;
          matched = true;
          break;
        }
        if (!matched) {
          const raw = parts[i] as string;
          unmapped.push(raw);
          officialLabels.add(labels.get(labelKey(raw, separator)) ?? raw);
          i += 1;
        }
      }
    }
    for (const slug of rules.always ?? []) slugs.add(slug);
    if (rules.always?.length) byLabel.push({ label: null, slugs: rules.always });
    return { slugs: [...slugs], officialLabels: [...officialLabels], unmapped, byLabel };
  };
}
