CREATE INDEX "insureds_first_name_trgm" ON "insureds" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insureds_last_name_trgm" ON "insureds" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_draft_uid" ON "quotes" USING btree ("draft_uid");--> statement-breakpoint
-- Insurers join the watched tables of 0006: the panel insurer that prices public quotes is cached until they change.
CREATE TRIGGER insurers_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON insurers FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
