CREATE TABLE "influencer_refresh_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refresh_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"lookup" text NOT NULL,
	"influencer_id" uuid,
	"origin" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"waiting_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_count" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_refreshes_state_check" CHECK ("influencer_refreshes"."state" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "influencer_refreshes_origin_check" CHECK ("influencer_refreshes"."origin" in ('request', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "provider_pauses" (
	"provider" text PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"outage" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_quota_usage" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_quota_usage_provider_day_pk" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "last_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "influencer_refresh_requests" ADD CONSTRAINT "influencer_refresh_requests_refresh_id_influencer_refreshes_id_fk" FOREIGN KEY ("refresh_id") REFERENCES "public"."influencer_refreshes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_refresh_requests" ADD CONSTRAINT "influencer_refresh_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_refreshes" ADD CONSTRAINT "influencer_refreshes_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "influencer_refresh_requests_user_idx" ON "influencer_refresh_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "influencer_refresh_requests_refresh_idx" ON "influencer_refresh_requests" USING btree ("refresh_id");--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_refreshes_open_key" ON "influencer_refreshes" USING btree ("platform","lookup") WHERE "influencer_refreshes"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "influencer_refreshes_influencer_idx" ON "influencer_refreshes" USING btree ("influencer_id","requested_at");--> statement-breakpoint
CREATE INDEX "influencer_refreshes_state_idx" ON "influencer_refreshes" USING btree ("state","updated_at");