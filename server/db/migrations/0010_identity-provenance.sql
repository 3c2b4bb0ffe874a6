-- Identity, provenance and quarantine (issue 13). A display name is never an identity: the
-- unique handle index now covers confirmed handles only, the platform's own id becomes unique
-- per platform, and profiles that already share a platform id are merged first.
DROP INDEX "influencers_platform_username_key";--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "username_kind" text DEFAULT 'handle' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "match_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "language_inferred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "metrics" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Earlier imports took YouTube's mixed handle-or-name columns as handles.
UPDATE "influencers" SET "username_kind" = 'handle-or-name' WHERE "platform" = 'youtube';--> statement-breakpoint
-- Moves everything that points at profile `dup` to profile `keep` and deletes `dup`: snapshots
-- (a day both have keeps keep's values, filled from dup's), list memberships (earliest added_at),
-- notes (dup's text appended on the same user's note), brand contacts, campaign picks,
-- collaborations, promotions, email recipients and campaign recipient lists, the linked
-- influencer account, curation (curated fields and their values), sources and counters. Profile
-- metrics are the caller's: it writes keep's merged values. Returns false, changing nothing,
-- when both are linked to influencer accounts or both have an open collaboration with the same
-- advertiser and campaign (the unique keys allow only one).
CREATE FUNCTION merge_influencers(keep uuid, dup uuid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF keep = dup THEN RETURN false; END IF;
  IF (SELECT count(*) FROM influencer_accounts WHERE influencer_id IN (keep, dup)) > 1 THEN
    RETURN false;
  END IF;
  IF EXISTS (
    SELECT 1 FROM collaborations a JOIN collaborations b
      ON a.advertiser_id = b.advertiser_id
     AND coalesce(a.campaign_id, '00000000-0000-0000-0000-000000000000'::uuid)
       = coalesce(b.campaign_id, '00000000-0000-0000-0000-000000000000'::uuid)
    WHERE a.influencer_id = keep AND b.influencer_id = dup
      AND a.status IN ('proposed', 'accepted', 'content_submitted')
      AND b.status IN ('proposed', 'accepted', 'content_submitted')
  ) THEN
    RETURN false;
  END IF;

  UPDATE influencer_snapshots k SET
    followers = coalesce(k.followers, d.followers),
    avg_views = coalesce(k.avg_views, d.avg_views),
    engagement_rate = coalesce(k.engagement_rate, d.engagement_rate)
  FROM influencer_snapshots d
  WHERE k.influencer_id = keep AND d.influencer_id = dup AND d.taken_on = k.taken_on;
  UPDATE influencer_snapshots SET influencer_id = keep
  WHERE influencer_id = dup
    AND taken_on NOT IN (SELECT taken_on FROM influencer_snapshots WHERE influencer_id = keep);

  INSERT INTO list_influencers (list_id, influencer_id, added_at)
    SELECT list_id, keep, added_at FROM list_influencers WHERE influencer_id = dup
  ON CONFLICT (list_id, influencer_id)
    DO UPDATE SET added_at = least(list_influencers.added_at, excluded.added_at);

  UPDATE notes k SET content = left(k.content || E'\n\n' || d.content, 10000),
    updated_at = greatest(k.updated_at, d.updated_at)
  FROM notes d WHERE k.influencer_id = keep AND d.influencer_id = dup AND d.user_id = k.user_id;
  UPDATE notes SET influencer_id = keep WHERE influencer_id = dup
    AND user_id NOT IN (SELECT user_id FROM notes WHERE influencer_id = keep);

  UPDATE influencer_contacts SET influencer_id = keep WHERE influencer_id = dup
    AND user_id NOT IN (SELECT user_id FROM influencer_contacts WHERE influencer_id = keep);
  UPDATE campaign_picks SET influencer_id = keep WHERE influencer_id = dup
    AND campaign_id NOT IN (SELECT campaign_id FROM campaign_picks WHERE influencer_id = keep);
  UPDATE collaborations SET influencer_id = keep WHERE influencer_id = dup;
  UPDATE promotions SET influencer_id = keep WHERE influencer_id = dup
    AND url NOT IN (SELECT url FROM promotions WHERE influencer_id = keep);
  UPDATE email_messages SET influencer_id = CASE
      WHEN campaign_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM email_messages m WHERE m.campaign_id = email_messages.campaign_id
          AND m.influencer_id = keep) THEN NULL
      ELSE keep END
  WHERE influencer_id = dup;
  UPDATE email_campaigns SET influencer_ids = CASE
      WHEN keep = ANY(influencer_ids) THEN array_remove(influencer_ids, dup)
      ELSE array_replace(influencer_ids, dup, keep) END
  WHERE dup = ANY(influencer_ids);
  UPDATE influencer_accounts SET influencer_id = keep WHERE influencer_id = dup;

  UPDATE influencers k SET
    categories = CASE WHEN 'categories' = ANY(d.curated_fields)
      AND NOT 'categories' = ANY(k.curated_fields) THEN d.categories ELSE k.categories END,
    official_categories = CASE WHEN 'officialCategories' = ANY(d.curated_fields)
      AND NOT 'officialCategories' = ANY(k.curated_fields)
      THEN d.official_categories ELSE k.official_categories END,
    curated_fields = array(SELECT DISTINCT f FROM unnest(k.curated_fields || d.curated_fields) f ORDER BY f),
    sources = k.sources || array(SELECT s FROM unnest(d.sources) s WHERE NOT s = ANY(k.sources)),
    match_keys = array(SELECT DISTINCT m FROM unnest(k.match_keys || d.match_keys) m ORDER BY m),
    update_count = k.update_count + d.update_count,
    similar_count = k.similar_count + d.similar_count,
    updated_at = now()
  FROM influencers d WHERE k.id = keep AND d.id = dup;
  DELETE FROM influencers WHERE id = dup;
  RETURN true;
END $$;--> statement-breakpoint
-- Profiles sharing a platform id are one account: merge each into the one with the most sources.
DO $$
DECLARE g record; d uuid;
BEGIN
  FOR g IN
    SELECT platform, platform_id,
      (array_agg(id ORDER BY cardinality(sources) DESC, created_at, id))[1] AS keep,
      (array_agg(id ORDER BY cardinality(sources) DESC, created_at, id))[2:] AS dups
    FROM influencers WHERE platform_id IS NOT NULL
    GROUP BY platform, platform_id HAVING count(*) > 1
  LOOP
    FOREACH d IN ARRAY g.dups LOOP
      UPDATE influencers k SET
        followers = coalesce(k.followers, x.followers), posts = coalesce(k.posts, x.posts),
        avg_likes = coalesce(k.avg_likes, x.avg_likes),
        avg_comments = coalesce(k.avg_comments, x.avg_comments),
        avg_views = coalesce(k.avg_views, x.avg_views),
        engagement_rate = coalesce(k.engagement_rate, x.engagement_rate)
      FROM influencers x WHERE k.id = g.keep AND x.id = d;
      IF NOT merge_influencers(g.keep, d) THEN
        UPDATE influencers SET platform_id = NULL WHERE id = d;
      END IF;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_platform_handle_key" ON "influencers" USING btree ("platform",lower("username")) WHERE "influencers"."username_kind" = 'handle';--> statement-breakpoint
CREATE INDEX "influencers_platform_username_idx" ON "influencers" USING btree ("platform",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_platform_id_key" ON "influencers" USING btree ("platform","platform_id") WHERE "influencers"."platform_id" is not null;--> statement-breakpoint
CREATE INDEX "influencers_match_keys_idx" ON "influencers" USING gin ("match_keys") WITH (fastupdate = off);
