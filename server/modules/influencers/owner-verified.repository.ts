import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { influencerSnapshots, influencers, type InfluencerRow } from '../../db/schema';

/**
 * The profile of an account on `platform`: by the platform's own id, else by a confirmed handle
 * of a profile imported without an id (the same account) — or with any id when
 * `datasetsUseAnotherId` (the sign-in's id is not the one the datasets carry); null when none.
 */
export async function findByPlatformAccount(
  db: DbOrTx,
  platform: string,
  platformId: string,
  handle: string | null,
  datasetsUseAnotherId = false,
): Promise<InfluencerRow | null> {
  const [byId] = await db
    .select()
    .from(influencers)
    .where(and(eq(influencers.platform, platform), eq(influencers.platformId, platformId)))
    .for('update');
  if (byId || !handle) return byId ?? null;
  const [byHandle] = await db
    .select()
    .from(influencers)
    .where(
      and(
        eq(influencers.platform, platform),
        eq(sql`lower(${influencers.username})`, handle.toLowerCase()),
        eq(influencers.usernameKind, 'handle'),
        datasetsUseAnotherId ? undefined : isNull(influencers.platformId),
      ),
    )
    .for('update');
  return byHandle ?? null;
}

/** Columns the owner's sign-in writes (numbers read from the platform with their consent). */
export interface OwnerVerifiedValues {
  platform: string;
  platformId: string;
  username: string;
  name: string | null;
  avatarUrl: string | null;
  country: string | null;
  followers: number | null;
  posts: number | null;
  profileUrl: string;
  /** Provenance entries to merge into `metrics` (MetricProvenance). */
  metrics: Record<string, unknown>;
}

/**
 * Refreshes an existing profile from its owner's sign-in and marks it verified now. An id the
 * profile has is kept (the same one, or a dataset's when the sign-in's is another).
 */
export async function refreshOwnedProfile(
  db: DbOrTx,
  id: string,
  values: OwnerVerifiedValues,
): Promise<InfluencerRow> {
  const now = new Date();
  const [row] = await db
    .update(influencers)
    .set({
      platformId: sql`coalesce(${influencers.platformId}, ${values.platformId})`,
      ...(values.name && { name: values.name }),
      ...(values.avatarUrl && { avatarUrl: values.avatarUrl }),
      ...(values.country && { country: values.country }),
      ...(values.followers !== null && { followers: values.followers }),
      ...(values.posts !== null && { posts: values.posts }),
      metrics: sql`${influencers.metrics} || ${JSON.stringify(values.metrics)}::jsonb`,
      sources: sql`array(select distinct s from unnest(${influencers.sources} || array['owner']::text[]) s order by s)`,
      ownerVerifiedAt: now,
      refreshedAt: now,
      updatedAt: now,
    })
    .where(eq(influencers.id, id))
    .returning();
  return row!;
}

/** Creates the profile of an account no dataset had, verified by its owner now (hidden when `removed`). */
export async function insertOwnedProfile(
  db: DbOrTx,
  values: OwnerVerifiedValues,
  removed = false,
): Promise<InfluencerRow> {
  const now = new Date();
  const [row] = await db
    .insert(influencers)
    .values({
      platform: values.platform,
      platformId: values.platformId,
      username: values.username,
      usernameKind: 'handle',
      name: values.name,
      avatarUrl: values.avatarUrl,
      country: values.country,
      followers: values.followers,
      posts: values.posts,
      profileUrl: values.profileUrl,
      metrics: values.metrics,
      sources: ['owner'],
      ownerVerifiedAt: now,
      refreshedAt: now,
      removedAt: removed ? now : null,
    })
    .returning();
  return row!;
}

/** Today's followers snapshot from the owner's sign-in (replacing today's from another source). */
export async function upsertOwnerSnapshot(
  db: DbOrTx,
  influencerId: string,
  followers: number,
): Promise<void> {
  const takenOn = new Date().toISOString().slice(0, 10);
  await db
    .insert(influencerSnapshots)
    .values({ influencerId, takenOn, followers, source: 'owner' })
    .onConflictDoUpdate({
      target: [influencerSnapshots.influencerId, influencerSnapshots.takenOn],
      set: { followers, source: 'owner' },
    });
}
