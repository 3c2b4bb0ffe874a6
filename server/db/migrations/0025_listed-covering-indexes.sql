-- Issue 32: every search has `removed_at is null`, which no index held, so even a covering index
-- read the table for each match. The sort indexes become partial on listed profiles and carry
-- what a search filters on (account type always; the followers indexes also the other metrics
-- and the facet columns), so a search's ids come from an index-only scan and only the page's
-- cards read the table.
DROP INDEX "influencers_followers_idx";--> statement-breakpoint
DROP INDEX "influencers_platform_followers_idx";--> statement-breakpoint
DROP INDEX "influencers_platform_engagement_idx";--> statement-breakpoint
DROP INDEX "influencers_platform_views_idx";--> statement-breakpoint
DROP INDEX "influencers_platform_likes_idx";--> statement-breakpoint
DROP INDEX "influencers_platform_country_idx";--> statement-breakpoint
CREATE INDEX "influencers_followers_idx" ON "influencers" USING btree ("followers" desc nulls last,"id") INCLUDE ("platform", "account_type", "engagement_rate", "avg_views", "avg_likes", "posts", "search_country", "language", "categories", "owner_verified_at") WHERE "influencers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "influencers_platform_followers_idx" ON "influencers" USING btree ("platform","followers" desc nulls last,"id") INCLUDE ("account_type", "engagement_rate", "avg_views", "avg_likes", "posts", "search_country", "language", "categories", "owner_verified_at") WHERE "influencers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "influencers_platform_engagement_idx" ON "influencers" USING btree ("platform","engagement_rate" desc nulls last,"id") INCLUDE ("account_type", "followers") WHERE "influencers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "influencers_platform_views_idx" ON "influencers" USING btree ("platform","avg_views" desc nulls last,"id") INCLUDE ("account_type", "followers") WHERE "influencers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "influencers_platform_likes_idx" ON "influencers" USING btree ("platform","avg_likes" desc nulls last,"id") INCLUDE ("account_type", "followers") WHERE "influencers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "influencers_platform_country_idx" ON "influencers" USING btree ("platform","search_country","followers" desc nulls last,"id") INCLUDE ("account_type", "engagement_rate", "avg_views", "avg_likes", "posts", "language", "categories", "owner_verified_at") WHERE "influencers"."removed_at" is null;--> statement-breakpoint
-- A number that grows with every statement that writes what a search reads (imports, curation,
-- removals; not the refresh or find-similar counters): cached counts and facets are keyed by it,
-- so such a write makes them stale at once in every process. A sequence, not a counter row, so
-- concurrent writers never wait on each other.
CREATE SEQUENCE "influencers_change_seq";--> statement-breakpoint
CREATE FUNCTION "influencers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('influencers_change_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "influencers_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "platform",
  "username", "name", "bio", "country", "audience_country", "language", "account_type", "categories",
  "followers", "posts", "avg_likes", "avg_views", "engagement_rate", "owner_verified_at", "removed_at"
  ON "influencers" FOR EACH STATEMENT EXECUTE FUNCTION "influencers_changed"();
