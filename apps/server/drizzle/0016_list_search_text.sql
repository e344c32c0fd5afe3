-- One search text per list (src/db/schema/columns.ts `searchText`): the lower-cased text of every field
-- the list's search matches, own and joined, fields apart by chr(31) so a term never spans two. A
-- search is then one LIKE on one table with one trigram index (src/repositories/search.ts), where each
-- field's own trigram index and a join per row were read before (bench/README.md). The old trigram
-- indexes served only those searches: dropped first, so the fill below does not write them.
DROP INDEX "insureds_full_name_trgm";--> statement-breakpoint
DROP INDEX "insureds_email_trgm";--> statement-breakpoint
DROP INDEX "insureds_wb_code_trgm";--> statement-breakpoint
DROP INDEX "insureds_first_name_trgm";--> statement-breakpoint
DROP INDEX "insureds_last_name_trgm";--> statement-breakpoint
DROP INDEX "quotes_ref_trgm";--> statement-breakpoint
DROP INDEX "policies_num_trgm";--> statement-breakpoint
DROP INDEX "policies_bound_holder_name_trgm";--> statement-breakpoint
DROP INDEX "payments_drn_trgm";--> statement-breakpoint
DROP INDEX "payments_card_number_mask_trgm";--> statement-breakpoint
DROP INDEX "payments_holder_name_trgm";--> statement-breakpoint
DROP INDEX "outbox_emails_to_trgm";--> statement-breakpoint
DROP INDEX "outbox_emails_subject_trgm";--> statement-breakpoint
ALTER TABLE "insureds" ADD COLUMN "search" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "search" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("to" || chr(31) || subject)) STORED;--> statement-breakpoint
-- Filled here, each table in one statement, before the triggers and indexes exist (cheaper). Only bound
-- policies (the list's rows): the others take theirs when next written, binding included.
UPDATE "quotes" SET "search" = lower(concat_ws(chr(31), "quotes"."ref", "insureds"."full_name", "insureds"."email", "insureds"."wb_code")) FROM "insureds" WHERE "insureds"."id" = "quotes"."insured_id";--> statement-breakpoint
UPDATE "insureds" SET "search" = lower(concat_ws(chr(31), "full_name", "first_name", "last_name", "email", "wb_code", (SELECT string_agg("ref", chr(31) ORDER BY "id") FROM "quotes" WHERE "quotes"."insured_id" = "insureds"."id")));--> statement-breakpoint
UPDATE "policies" SET "search" = concat_ws(chr(31), lower("policies"."num"), "quotes"."search") FROM "quotes" WHERE "quotes"."id" = "policies"."quote_id" AND "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
UPDATE "payments" SET "search" = concat_ws(chr(31), lower("payments"."drn"), lower("payments"."card_number_mask"), "quotes"."search") FROM "quotes" WHERE "quotes"."id" = "payments"."quote_id";--> statement-breakpoint
-- A quote's: its ref and its holder's name, e-mail and wb code. Written again when a trigger below sets it to NULL.
CREATE FUNCTION write_quote_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := (SELECT lower(concat_ws(chr(31), NEW.ref, "full_name", "email", "wb_code")) FROM "insureds" WHERE "id" = NEW.insured_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER quotes_search BEFORE INSERT OR UPDATE OF ref, insured_id, search ON quotes FOR EACH ROW EXECUTE FUNCTION write_quote_search();--> statement-breakpoint
-- A holder's: full, first and last name, e-mail, wb code and the refs of its quotes.
CREATE FUNCTION write_insured_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := lower(concat_ws(chr(31), NEW.full_name, NEW.first_name, NEW.last_name, NEW.email, NEW.wb_code,
    (SELECT string_agg("ref", chr(31) ORDER BY "id") FROM "quotes" WHERE "insured_id" = NEW.id)));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER insureds_search BEFORE INSERT OR UPDATE OF full_name, first_name, last_name, email, wb_code, search ON insureds FOR EACH ROW EXECUTE FUNCTION write_insured_search();--> statement-breakpoint
-- A policy's: its number and its quote's text (the insurer's name is matched apart: a handful of insurers).
-- A payment's: its reference (drn), masked card and its quote's text. Both on every write, as holder_name (migration 0013).
CREATE FUNCTION write_policy_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := concat_ws(chr(31), lower(NEW.num), (SELECT "search" FROM "quotes" WHERE "id" = NEW.quote_id));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER policies_search BEFORE INSERT OR UPDATE ON policies FOR EACH ROW EXECUTE FUNCTION write_policy_search();--> statement-breakpoint
CREATE FUNCTION write_payment_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := concat_ws(chr(31), lower(NEW.drn), lower(NEW.card_number_mask), (SELECT "search" FROM "quotes" WHERE "id" = NEW.quote_id));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER payments_search BEFORE INSERT OR UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION write_payment_search();--> statement-breakpoint
-- A holder's name, e-mail or wb code changed: its quotes are written again (and through them, below, their policies and payments).
CREATE FUNCTION refresh_holder_quotes_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotes SET search = NULL WHERE insured_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER insureds_search_of_quotes AFTER UPDATE OF full_name, email, wb_code ON insureds FOR EACH ROW WHEN ((OLD.full_name, OLD.email, OLD.wb_code) IS DISTINCT FROM (NEW.full_name, NEW.email, NEW.wb_code)) EXECUTE FUNCTION refresh_holder_quotes_search();--> statement-breakpoint
-- A quote added, removed or given another ref or holder: its holders' refs are written again; its text
-- changed: its policies' and payments' too.
CREATE FUNCTION refresh_quote_search_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE insureds SET search = NULL WHERE id = NEW.insured_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE insureds SET search = NULL WHERE id = OLD.insured_id;
  ELSE
    IF OLD.ref IS DISTINCT FROM NEW.ref OR OLD.insured_id IS DISTINCT FROM NEW.insured_id THEN
      UPDATE insureds SET search = NULL WHERE id IN (OLD.insured_id, NEW.insured_id);
    END IF;
    IF OLD.search IS DISTINCT FROM NEW.search THEN
      UPDATE policies SET search = NULL WHERE quote_id = NEW.id;
      UPDATE payments SET search = NULL WHERE quote_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER quotes_search_copies AFTER INSERT OR DELETE OR UPDATE OF ref, insured_id, search ON quotes FOR EACH ROW EXECUTE FUNCTION refresh_quote_search_copies();--> statement-breakpoint
CREATE INDEX "insureds_search_trgm" ON "insureds" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_search_trgm" ON "quotes" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_bound_search_trgm" ON "policies" USING gin ("search" gin_trgm_ops) WHERE "policies"."status" in ('paid', 'cancelled');--> statement-breakpoint
CREATE INDEX "payments_search_trgm" ON "payments" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_emails_search_trgm" ON "outbox_emails" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- The planner reads the new columns' statistics from the first search on.
ANALYZE "quotes", "insureds", "policies", "payments", "outbox_emails";
