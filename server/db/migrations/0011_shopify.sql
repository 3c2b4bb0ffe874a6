CREATE TABLE "shopify_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_orders" (
	"shop" text NOT NULL,
	"order_id" text NOT NULL,
	"collaboration_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"currency_code" text NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"shopify_updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shopify_orders_pkey" PRIMARY KEY("shop","order_id")
);
--> statement-breakpoint
CREATE TABLE "shopify_shops" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"scopes" text[] NOT NULL,
	"access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text,
	"refresh_token_expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_shops_shop_unique" UNIQUE("shop")
);
--> statement-breakpoint
CREATE TABLE "shopify_webhooks" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"shop" text NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "shopify_product_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "shopify_product" jsonb;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "shopify_discount_id" text;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "sales_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "sales_revenue" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "sales_currency" text;--> statement-breakpoint
ALTER TABLE "shopify_oauth_states" ADD CONSTRAINT "shopify_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_orders" ADD CONSTRAINT "shopify_orders_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_shops" ADD CONSTRAINT "shopify_shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopify_oauth_states_user_idx" ON "shopify_oauth_states" USING btree ("user_id") WHERE "shopify_oauth_states"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "shopify_oauth_states_expires_idx" ON "shopify_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shopify_orders_collaboration_idx" ON "shopify_orders" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "shopify_webhooks_shop_idx" ON "shopify_webhooks" USING btree ("shop");--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_shopify_discount_key" ON "collaborations" USING btree ("shopify_discount_id") WHERE "collaborations"."shopify_discount_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_shopify_code_key" ON "collaborations" USING btree ("advertiser_id",upper("discount_code")) WHERE "collaborations"."shopify_discount_id" is not null;