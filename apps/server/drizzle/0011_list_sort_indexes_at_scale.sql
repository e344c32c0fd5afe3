DROP INDEX "quotes_status";--> statement-breakpoint
DROP INDEX "quotes_inception_date";--> statement-breakpoint
DROP INDEX "quotes_end_date";--> statement-breakpoint
DROP INDEX "quotes_premium_amount";--> statement-breakpoint
CREATE INDEX "insureds_main_email_id" ON "insureds" USING btree ("email","id") WHERE "insureds"."primary_insured_id" is null;--> statement-breakpoint
CREATE INDEX "insureds_main_email_desc_id" ON "insureds" USING btree ("email" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "insureds"."primary_insured_id" is null;--> statement-breakpoint
CREATE INDEX "insureds_main_contact_no_id" ON "insureds" USING btree ("contact_no","id") WHERE "insureds"."primary_insured_id" is null;--> statement-breakpoint
CREATE INDEX "insureds_main_contact_no_desc_id" ON "insureds" USING btree ("contact_no" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "insureds"."primary_insured_id" is null;--> statement-breakpoint
CREATE INDEX "insureds_main_wb_code_id" ON "insureds" USING btree ("wb_code","id") WHERE "insureds"."primary_insured_id" is null;--> statement-breakpoint
CREATE INDEX "insureds_main_wb_code_desc_id" ON "insureds" USING btree ("wb_code" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "insureds"."primary_insured_id" is null;--> statement-breakpoint
CREATE INDEX "quotes_status_id" ON "quotes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "quotes_inception_date_id" ON "quotes" USING btree ("inception_date","id");--> statement-breakpoint
CREATE INDEX "quotes_inception_date_desc_id" ON "quotes" USING btree ("inception_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_end_date_id" ON "quotes" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "quotes_end_date_desc_id" ON "quotes" USING btree ("end_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_premium_amount_id" ON "quotes" USING btree ("premium_amount","id");--> statement-breakpoint
CREATE INDEX "quotes_premium_amount_desc_id" ON "quotes" USING btree ("premium_amount" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "policies_bound_num_id" ON "policies" USING btree ("num","id") WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_num_desc_id" ON "policies" USING btree ("num" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_inception_date_id" ON "policies" USING btree ("inception_date","id") WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_inception_date_desc_id" ON "policies" USING btree ("inception_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_expiry_date_id" ON "policies" USING btree ("expiry_date","id") WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_expiry_date_desc_id" ON "policies" USING btree ("expiry_date" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_total_amount_id" ON "policies" USING btree ("total_amount","id") WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_total_amount_desc_id" ON "policies" USING btree ("total_amount" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "policies_bound_paid_at_id" ON "policies" USING btree ("paid_at","id") WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "payments_created_at_id" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_total_amount_id" ON "payments" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "payments_status_id" ON "payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payments_card_scheme_id" ON "payments" USING btree ("card_scheme","id");--> statement-breakpoint
CREATE INDEX "payments_card_scheme_desc_id" ON "payments" USING btree ("card_scheme" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_emails_created_at_id" ON "outbox_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_id" ON "outbox_emails" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_subject_id" ON "outbox_emails" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_id" ON "outbox_emails" USING btree ("status","id");