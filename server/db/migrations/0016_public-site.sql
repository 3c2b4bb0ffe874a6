CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "short_link_clicks" (
	"short_link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "short_link_clicks_pkey" PRIMARY KEY("short_link_id","day"),
	CONSTRAINT "short_link_clicks_clicks_check" CHECK ("short_link_clicks"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"url" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"collaboration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"influencer_id" uuid,
	"platform" text NOT NULL,
	"username" text NOT NULL,
	"platform_id" text,
	"kind" text NOT NULL,
	"correction" jsonb,
	"message" text DEFAULT '' NOT NULL,
	"email" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"verified_by" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "profile_requests_kind_check" CHECK ("profile_requests"."kind" in ('remove', 'correct')),
	CONSTRAINT "profile_requests_state_check" CHECK ("profile_requests"."state" in ('pending', 'verified', 'applied', 'rejected', 'expired')),
	CONSTRAINT "profile_requests_verified_by_check" CHECK ("profile_requests"."verified_by" is null or "profile_requests"."verified_by" in ('email', 'social'))
);
--> statement-breakpoint
CREATE TABLE "removed_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"platform_id" text,
	"username" text NOT NULL,
	"request_id" uuid,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_clicks" ADD CONSTRAINT "short_link_clicks_short_link_id_short_links_id_fk" FOREIGN KEY ("short_link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD CONSTRAINT "profile_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_profiles" ADD CONSTRAINT "removed_profiles_request_id_profile_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."profile_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id") WHERE "feedback"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_closed_by_idx" ON "feedback" USING btree ("closed_by") WHERE "feedback"."closed_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_key" ON "short_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "short_links_owner_idx" ON "short_links" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "short_links_collaboration_idx" ON "short_links" USING btree ("collaboration_id","created_at") WHERE "short_links"."collaboration_id" is not null;--> statement-breakpoint
CREATE INDEX "profile_requests_state_idx" ON "profile_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "profile_requests_influencer_idx" ON "profile_requests" USING btree ("influencer_id") WHERE "profile_requests"."influencer_id" is not null;--> statement-breakpoint
CREATE INDEX "profile_requests_user_idx" ON "profile_requests" USING btree ("user_id") WHERE "profile_requests"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "removed_profiles_username_key" ON "removed_profiles" USING btree ("platform",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "removed_profiles_platform_id_key" ON "removed_profiles" USING btree ("platform","platform_id") WHERE "removed_profiles"."platform_id" is not null;--> statement-breakpoint
CREATE INDEX "removed_profiles_request_idx" ON "removed_profiles" USING btree ("request_id") WHERE "removed_profiles"."request_id" is not null;