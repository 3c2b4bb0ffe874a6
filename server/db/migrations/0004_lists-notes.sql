CREATE TABLE "list_influencers" (
	"list_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_influencers_pkey" PRIMARY KEY("list_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lists_name_length_check" CHECK (char_length("lists"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"user_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_pkey" PRIMARY KEY("user_id","influencer_id"),
	CONSTRAINT "notes_content_length_check" CHECK (char_length("notes"."content") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "list_influencers" ADD CONSTRAINT "list_influencers_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_influencers" ADD CONSTRAINT "list_influencers_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_influencers_list_added_idx" ON "list_influencers" USING btree ("list_id","added_at","influencer_id");--> statement-breakpoint
CREATE INDEX "list_influencers_influencer_idx" ON "list_influencers" USING btree ("influencer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_user_name_key" ON "lists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "notes_influencer_idx" ON "notes" USING btree ("influencer_id");