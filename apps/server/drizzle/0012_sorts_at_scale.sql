ALTER TABLE "quotes" ADD COLUMN "state" text;--> statement-breakpoint
-- The quote's copy of its project address's state (src/db/schema/quotes.ts), for quotes written before it.
UPDATE "quotes" SET "state" = "addresses"."state" FROM "properties" JOIN "addresses" ON "addresses"."id" = "properties"."address_id" WHERE "properties"."quote_id" = "quotes"."id";--> statement-breakpoint
CREATE INDEX "insureds_wb_code_desc" ON "insureds" USING btree ("wb_code" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_state_id" ON "quotes" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "quotes_state_desc_id" ON "quotes" USING btree ("state" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_bound_status_id" ON "policies" USING btree ("status","id","expiry_date") WHERE "policies"."status" in ('paid', 'cancelled');