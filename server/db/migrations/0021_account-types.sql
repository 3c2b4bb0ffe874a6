-- Account types (issue 31): existing profiles start as creators with no source; the next start
-- classifies them (server/import/account-type-backfill.ts) and re-imports the datasets whose
-- mappings gained an accountType field, which applies the sources' own labels.
ALTER TABLE "influencers" ADD COLUMN "account_type" text DEFAULT 'creator' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "account_type_source" text;--> statement-breakpoint
CREATE INDEX "influencers_account_type_idx" ON "influencers" USING btree ("platform","account_type") WHERE "influencers"."account_type" <> 'creator';--> statement-breakpoint
CREATE INDEX "influencers_account_type_pending_idx" ON "influencers" USING btree ("id") WHERE "influencers"."account_type_source" is null;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_account_type_check" CHECK ("influencers"."account_type" in ('creator', 'brand', 'media', 'club', 'platform'));