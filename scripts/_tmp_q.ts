import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { rawRows } from '../server/db/raw-rows';
const database = await openDatabase({ databaseUrl: undefined, dataDir: process.env.DATA_DIR! });
const pat = process.argv[2]!;
const rows = await rawRows<any>(database.db, sql`select platform, username, username_kind, name, platform_id, followers, metrics->'followers'->>'on' as on, match_keys, sources, account_type from influencers where platform='youtube' and (username ~* ${pat} or name ~* ${pat}) order by followers desc`);
for (const r of rows) console.log([r.username, r.username_kind, r.name, r.platform_id, r.followers, r.on, JSON.stringify(r.match_keys), r.sources.length + ' ' + r.sources.map((s:string)=>s.replace('social-media-2022-youtube-','sm').replace('youtube-','')).join(','), r.account_type].join(' | '));
await database.close();
