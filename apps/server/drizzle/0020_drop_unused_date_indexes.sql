-- No query reads these three: the lists sort a NOT NULL created_at in PostgreSQL's plain order
-- (DESC is NULLS FIRST; src/repositories/listOrder.ts since migration 0010), and each of these stores
-- created_at DESC NULLS LAST, so it cannot give that order in either direction. The lists' date order
-- comes from quotes_created_at, payments_created_at_id and outbox_emails_created_at_id_search, backwards
-- (bench/results/lists-plans.txt names no other, at 1,000,000 quotes). Every row written paid for them.
DROP INDEX "quotes_created_at_desc_id";--> statement-breakpoint
DROP INDEX "payments_created_at_desc_id";--> statement-breakpoint
DROP INDEX "outbox_emails_created_at_desc_id";
