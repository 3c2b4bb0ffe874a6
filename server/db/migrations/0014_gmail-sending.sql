CREATE TABLE "gmail_connections" (
	"social_account_id" uuid PRIMARY KEY NOT NULL,
	"hosted_domain" text,
	"daily_send_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gmail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_senders" ADD COLUMN "send_via" text DEFAULT 'collabify' NOT NULL;--> statement-breakpoint
ALTER TABLE "gmail_connections" ADD CONSTRAINT "gmail_connections_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmail_sends" ADD CONSTRAINT "gmail_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gmail_sends_account_idx" ON "gmail_sends" USING btree ("account_id","sent_at");--> statement-breakpoint
CREATE INDEX "gmail_sends_user_idx" ON "gmail_sends" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_send_via_check" CHECK ("email_senders"."send_via" in ('collabify', 'gmail'));