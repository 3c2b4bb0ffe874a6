import { sql, type SQL } from 'drizzle-orm';
import { FACET_KEYS, type FacetKey } from '@shared/schemas/influencers';
import type { DbOrTx } from '../../db/client';
import { influencers } from '../../db/schema';
import { type SearchFilters, whereClause } from './influencers.repository';

/** One facet's values with their profile counts, and how many profiles have no value. */
export interface FacetRows {
  values: { value: string; count: number }[];
  unknown: number;
}

/** The search's filters without one facet's own filter (its include-unknown goes with it). */
function withoutFacet(f: SearchFilters, key: FacetKey): SearchFilters {
  return {
    ...f,
    [key]: undefined,
    includeUnknown: f.includeUnknown?.filter((k) => k !== key),
  };
}

/**
 * The value column of each facet, one row per profile and value; a profile without a value
 * yields one row with NULL (countries: `search_country`, the creator's country else the
 * audience's; categories: `left join unnest`, so an empty array gives one NULL row).
 */
function facetSelect(key: FacetKey, where: SQL): SQL {
  switch (key) {
    case 'countries':
      return sql`select 'countries' as facet, ${influencers.searchCountry} as value, count(*)::int as count
        from ${influencers} where ${where} group by 2`;
    case 'languages':
      return sql`select 'languages' as facet, ${influencers.language} as value, count(*)::int as count
        from ${influencers} where ${where} group by 2`;
    case 'categories':
      return sql`select 'categories' as facet, c.value as value, count(*)::int as count
        from ${influencers} left join lateral unnest(${influencers.categories}) as c(value) on true
        where ${where} group by 2`;
  }
}

/**
 * Exact counts of each facet's values (standard faceting: each facet applies every filter but its
 * own), with the profiles that have no value counted apart. One statement, so the three facets
 * come from one snapshot and agree with each other. Nothing is capped: on the real data
 * (48k profiles, PGlite) the three group-bys over all Instagram profiles take about 0.2 s.
 * @returns per facet, the values most frequent first (then by value) and the unknown count.
 */
export async function facetCounts(
  db: DbOrTx,
  f: SearchFilters,
): Promise<Record<FacetKey, FacetRows>> {
  const parts = FACET_KEYS.map((key) =>
    facetSelect(key, whereClause(withoutFacet(f, key)) ?? sql`true`),
  );
  const result = (await db.execute(
    sql.join(
      parts.map((part) => sql`(${part})`),
      sql` union all `,
    ),
  )) as unknown as { rows: { facet: FacetKey; value: string | null; count: number }[] };
  const facets = Object.fromEntries(
    FACET_KEYS.map((key) => [key, { values: [], unknown: 0 } as FacetRows]),
  ) as Record<FacetKey, FacetRows>;
  for (const row of result.rows) {
    const facet = facets[row.facet];
    if (row.value === null) facet.unknown = Number(row.count);
    else facet.values.push({ value: row.value, count: Number(row.count) });
  }
  for (const facet of Object.values(facets)) {
    facet.values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return facets;
}
