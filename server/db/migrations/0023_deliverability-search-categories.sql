ALTER TABLE "influencers" drop column "search";--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("influencers"."name", '') || ' ' || "influencers"."username" || ' ' || regexp_replace(translate("influencers"."username", '._', '  '), '([[:lower:][:digit:]])([[:upper:]])', '\1 \2', 'g')), 'B') || setweight(to_tsvector('english', coalesce("influencers"."name", '') || ' ' || regexp_replace(translate("influencers"."username", '._', '  '), '([[:lower:][:digit:]])([[:upper:]])', '\1 \2', 'g')), 'B') || setweight(to_tsvector('simple', coalesce("influencers"."bio", '')), 'A') || setweight(to_tsvector('english', coalesce("influencers"."bio", '')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "category_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "scanner_open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "bounce_kind" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "soft_bounces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_senders" ADD COLUMN "postal_street" text;--> statement-breakpoint
ALTER TABLE "email_senders" ADD COLUMN "postal_city" text;--> statement-breakpoint
ALTER TABLE "email_senders" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "email_senders" ADD COLUMN "postal_country" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_bounce_kind_check" CHECK ("email_messages"."bounce_kind" is null or "email_messages"."bounce_kind" in ('hard', 'soft'));--> statement-breakpoint
CREATE INDEX "influencers_search_idx" ON "influencers" USING gin ("search");