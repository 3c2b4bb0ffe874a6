import { sql } from 'drizzle-orm';
import { influencers } from '../db/schema';
import type { Db } from '../db/client';
import type { SyntheticProfile } from './synthetic-influencers';

/** Source label of generated profiles, so they can be told apart from imported ones. */
export const SYNTHETIC_SOURCE = 'synthetic';

/**
 * Inserts generated profiles in one statement (arrays unnested server-side: far faster than row
 * values). They are creators by construction (`account_type_source` `default`), so the start-up
 * account-type backfill never has to read them.
 */
export async function insertSyntheticProfiles(db: Db, rows: SyntheticProfile[]): Promise<void> {
  // sql.param keeps a JS array as one array parameter (a bare array would expand to a list).
  const col = <K extends keyof SyntheticProfile>(key: K) => sql.param(rows.map((r) => r[key]));
  await db.execute(sql`
    insert into influencers (platform, username, name, bio, email, country, language, categories,
      followers, posts, avg_likes, avg_comments, avg_views, engagement_rate, verified, sources,
      account_type, account_type_source)
    select p, u, n, b, e, c, l, string_to_array(cats, ','), f, po, al, ac, av, er, v, array[${SYNTHETIC_SOURCE}],
      'creator', 'default'
    from unnest(${col('platform')}::text[], ${col('username')}::text[], ${col('name')}::text[], ${col('bio')}::text[],
      ${col('email')}::text[], ${col('country')}::text[], ${col('language')}::text[],
      ${sql.param(rows.map((r) => r.categories.join(',')))}::text[], ${col('followers')}::bigint[], ${col('posts')}::bigint[],
      ${col('avgLikes')}::bigint[], ${col('avgComments')}::bigint[], ${col('avgViews')}::bigint[],
      ${col('engagementRate')}::float8[], ${col('verified')}::boolean[])
      as t(p, u, n, b, e, c, l, cats, f, po, al, ac, av, er, v)
    on conflict do nothing`);
}

/** How many generated profiles the database holds. */
export async function countSyntheticProfiles(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(influencers)
    .where(sql`${SYNTHETIC_SOURCE} = any(${influencers.sources})`);
  return row?.n ?? 0;
}
