-- Covering index for "followers range, sorted by another metric": with the other sort columns
-- included, the matches are read index-only and top-N sorted. Measured on 1M profiles
-- (PostgreSQL 15): 18k matches sorted by engagement in 7–10 ms, against 520 ms walking the
-- engagement index (followers and engagement are anti-correlated).
DROP INDEX IF EXISTS "influencers_platform_followers_idx";--> statement-breakpoint
CREATE INDEX "influencers_platform_followers_idx" ON "influencers" USING btree ("platform", "followers" DESC NULLS LAST, "id") INCLUDE ("engagement_rate", "avg_views", "avg_likes", "posts");
