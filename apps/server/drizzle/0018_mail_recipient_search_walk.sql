-- The Mail list searched and sorted by recipient walks this index alone, as the Insured list by
-- name does (migration 0017): addresses sort by first name, so a surname's mail sits late in that
-- order, read one heap row at a time before (src/repositories/outbox.ts). Not in src/db/schema:
-- drizzle's index builder has no INCLUDE.
CREATE INDEX "outbox_emails_to_id_search" ON "outbox_emails" ("to", "id") INCLUDE ("search");
