CREATE TABLE "collaboration_gifts" (
	"collaboration_id" uuid PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"currency_code" text NOT NULL,
	"items" jsonb NOT NULL,
	"retail_value" numeric(16, 2) NOT NULL,
	"cost" numeric(16, 2),
	"send_on_accept" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'chosen' NOT NULL,
	"claimed_at" timestamp with time zone,
	"draft_order_id" text,
	"order_id" text,
	"order_name" text,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"ordered_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"address" text,
	"address_erase_after" timestamp with time zone,
	"address_erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaboration_gifts_status_check" CHECK ("collaboration_gifts"."status" in ('chosen', 'ordering', 'ordered', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "collaboration_gifts" ADD CONSTRAINT "collaboration_gifts_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_gifts_order_key" ON "collaboration_gifts" USING btree ("shop","order_id") WHERE "collaboration_gifts"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "collaboration_gifts_address_idx" ON "collaboration_gifts" USING btree ("address_erase_after") WHERE "collaboration_gifts"."address" is not null;