CREATE TABLE "dataset_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"mapping" text NOT NULL,
	"report" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"influencer_id" uuid NOT NULL,
	"taken_on" date NOT NULL,
	"followers" bigint,
	"avg_views" bigint,
	"engagement_rate" double precision,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"platform_id" text,
	"username" text NOT NULL,
	"name" text,
	"avatar_url" text,
	"bio" text,
	"email" text,
	"website" text,
	"country" text,
	"audience_country" text,
	"search_country" text GENERATED ALWAYS AS (coalesce("influencers"."country", "influencers"."audience_country")) STORED,
	"language" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"official_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"followers" bigint,
	"posts" bigint,
	"avg_likes" bigint,
	"avg_comments" bigint,
	"avg_views" bigint,
	"engagement_rate" double precision,
	"verified" boolean DEFAULT false NOT NULL,
	"profile_url" text,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"curated_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"refreshed_at" timestamp with time zone,
	"update_count" integer DEFAULT 0 NOT NULL,
	"similar_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("influencers"."name", '') || ' ' || "influencers"."username" || ' ' || coalesce("influencers"."bio", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencer_snapshots" ADD CONSTRAINT "influencer_snapshots_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_imports_sha_mapping_key" ON "dataset_imports" USING btree ("sha256","mapping");--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_snapshots_influencer_day_key" ON "influencer_snapshots" USING btree ("influencer_id","taken_on");--> statement-breakpoint
CREATE INDEX "influencer_snapshots_day_idx" ON "influencer_snapshots" USING btree ("taken_on");--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_platform_username_key" ON "influencers" USING btree ("platform",lower("username"));--> statement-breakpoint
CREATE INDEX "influencers_followers_idx" ON "influencers" USING btree ("followers" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "influencers_platform_followers_idx" ON "influencers" USING btree ("platform","followers" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "influencers_platform_engagement_idx" ON "influencers" USING btree ("platform","engagement_rate" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "influencers_platform_views_idx" ON "influencers" USING btree ("platform","avg_views" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "influencers_platform_likes_idx" ON "influencers" USING btree ("platform","avg_likes" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "influencers_platform_country_idx" ON "influencers" USING btree ("platform","search_country");--> statement-breakpoint
CREATE INDEX "influencers_platform_language_idx" ON "influencers" USING btree ("platform","language");--> statement-breakpoint
CREATE INDEX "influencers_categories_idx" ON "influencers" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "influencers_search_idx" ON "influencers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "influencers_username_trgm_idx" ON "influencers" USING gin (lower("username") gin_trgm_ops);