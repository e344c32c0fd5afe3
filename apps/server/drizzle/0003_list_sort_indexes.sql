CREATE INDEX "insureds_full_name" ON "insureds" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "insureds_wb_code" ON "insureds" USING btree ("wb_code");--> statement-breakpoint
CREATE INDEX "insureds_email" ON "insureds" USING btree ("email");--> statement-breakpoint
CREATE INDEX "insureds_main_created_at" ON "insureds" USING btree ("created_at") WHERE "insureds"."primary_insured_id" is null;