ALTER TABLE "payments" ADD COLUMN "threeds" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "threeds_verified" boolean;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_created_at_status" ON "quotes" USING btree ("created_at","status");--> statement-breakpoint
CREATE INDEX "quotes_referred_created_at" ON "quotes" USING btree ("created_at") WHERE "quotes"."status" = 'referred';--> statement-breakpoint
CREATE INDEX "policies_bound_paid_at_desc_id" ON "policies" USING btree ("paid_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_paid_at_total" ON "policies" USING btree ("paid_at","total_amount") WHERE "policies"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "policies_num_trgm" ON "policies" USING gin ("num" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_at_desc_id" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_drn_trgm" ON "payments" USING gin ("drn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_card_number_mask_trgm" ON "payments" USING gin ("card_number_mask" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_emails_created_at_desc_id" ON "outbox_emails" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_emails_to_trgm" ON "outbox_emails" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_emails_subject_trgm" ON "outbox_emails" USING gin ("subject" gin_trgm_ops);