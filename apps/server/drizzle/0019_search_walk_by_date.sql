-- The Insured and Mail lists searched in their default order (newest first) walk these indexes
-- alone, as they do by name (0017) and by recipient (0018): the date order with each row's search
-- text beside it, so a common term's page tests the LIKE on index entries instead of reading one
-- table row per row walked (insured 'Nguyen', page 3: ~700 heap buffers before), and a term on one
-- row in a thousand ('chloe.t') finds its page in the walk instead of sorting every match
-- (src/repositories/search.ts, searchIndexWalkLimit). Each replaces the date index the plain list
-- read, which it serves as well. Not in src/db/schema: drizzle's index builder has no INCLUDE.
DROP INDEX "insureds_main_created_at";--> statement-breakpoint
CREATE INDEX "insureds_main_created_at_id_search" ON "insureds" ("created_at", "id") INCLUDE ("search") WHERE "primary_insured_id" IS NULL;--> statement-breakpoint
DROP INDEX "outbox_emails_created_at_id";--> statement-breakpoint
CREATE INDEX "outbox_emails_created_at_id_search" ON "outbox_emails" ("created_at", "id") INCLUDE ("search");
