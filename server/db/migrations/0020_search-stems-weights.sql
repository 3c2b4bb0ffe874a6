ALTER TABLE "influencers" drop column "search";--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("influencers"."name", '') || ' ' || "influencers"."username"), 'B') || setweight(to_tsvector('english', coalesce("influencers"."name", '')), 'B') || setweight(to_tsvector('simple', coalesce("influencers"."bio", '')), 'A') || setweight(to_tsvector('english', coalesce("influencers"."bio", '')), 'A')) STORED;--> statement-breakpoint
CREATE INDEX "influencers_search_idx" ON "influencers" USING gin ("search");
