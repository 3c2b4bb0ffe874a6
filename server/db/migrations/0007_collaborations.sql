CREATE TABLE "collaboration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"body" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "collaboration_events_actor_check" CHECK ("collaboration_events"."actor" in ('advertiser', 'influencer'))
);
--> statement-breakpoint
CREATE TABLE "collaboration_reviews" (
	"collaboration_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaboration_reviews_pkey" PRIMARY KEY("collaboration_id","direction"),
	CONSTRAINT "collaboration_reviews_direction_check" CHECK ("collaboration_reviews"."direction" in ('for_influencer', 'for_advertiser')),
	CONSTRAINT "collaboration_reviews_rating_check" CHECK ("collaboration_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"influencer_user_id" uuid,
	"campaign_id" uuid,
	"status" text DEFAULT 'proposed' NOT NULL,
	"compensation" text DEFAULT 'gifted' NOT NULL,
	"amount" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"deliverables" text NOT NULL,
	"deadline" date,
	"discount_code" text,
	"tracking_url" text,
	"invite_email" text,
	"advertiser_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"influencer_read_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborations_status_check" CHECK (status in ('proposed', 'accepted', 'declined', 'withdrawn', 'content_submitted', 'completed', 'cancelled')),
	CONSTRAINT "collaborations_compensation_check" CHECK ("collaborations"."compensation" in ('gifted', 'fixed_fee', 'commission', 'discount_code')),
	CONSTRAINT "collaborations_amount_check" CHECK ("collaborations"."amount" is null or "collaborations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "messages_not_self_check" CHECK ("messages"."sender_id" <> "messages"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"influencer_id" uuid NOT NULL,
	"collaboration_id" uuid,
	"created_by_user_id" uuid,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"published_on" date NOT NULL,
	"likes" integer,
	"comments" integer,
	"views" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_events" ADD CONSTRAINT "collaboration_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_reviews" ADD CONSTRAINT "collaboration_reviews_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_influencer_user_id_users_id_fk" FOREIGN KEY ("influencer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_events_collaboration_idx" ON "collaboration_events" USING btree ("collaboration_id","created_at");--> statement-breakpoint
CREATE INDEX "collaborations_advertiser_idx" ON "collaborations" USING btree ("advertiser_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "collaborations_influencer_idx" ON "collaborations" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "collaborations_influencer_user_idx" ON "collaborations" USING btree ("influencer_user_id") WHERE "collaborations"."influencer_user_id" is not null;--> statement-breakpoint
CREATE INDEX "collaborations_invite_email_idx" ON "collaborations" USING btree ("invite_email") WHERE "collaborations"."invite_email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_open_key" ON "collaborations" USING btree ("advertiser_id","influencer_id",coalesce("campaign_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "collaborations"."status" in ('proposed', 'accepted', 'content_submitted');--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_influencer_url_key" ON "promotions" USING btree ("influencer_id","url");--> statement-breakpoint
CREATE INDEX "promotions_influencer_idx" ON "promotions" USING btree ("influencer_id","published_on");--> statement-breakpoint
CREATE INDEX "promotions_collaboration_idx" ON "promotions" USING btree ("collaboration_id") WHERE "promotions"."collaboration_id" is not null;