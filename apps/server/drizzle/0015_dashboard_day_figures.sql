CREATE TABLE "premium_written_days" (
	"day" date PRIMARY KEY NOT NULL,
	"policies" integer NOT NULL,
	"premium" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_status_days" (
	"status" text NOT NULL,
	"day" date NOT NULL,
	"quotes" integer NOT NULL,
	CONSTRAINT "quote_status_days_pkey" PRIMARY KEY("status","day")
);
--> statement-breakpoint
DROP INDEX "quotes_created_at_status";--> statement-breakpoint
DROP INDEX "policies_paid_at_total";--> statement-breakpoint
-- The dashboard's days are calendar days in Sydney (src/repositories/dashboard.ts).
CREATE FUNCTION sydney_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$ SELECT (at AT TIME ZONE 'Australia/Sydney')::date $$;--> statement-breakpoint
-- Row triggers keep quote_status_days and premium_written_days (src/db/schema/dashboard.ts) equal to
-- counts over quotes and policies on every write, whichever code path makes it: a changed row takes
-- one off its old day and adds one to its new day. Both in one statement in key order, so two
-- writers moving quotes opposite ways lock the day rows in the same order (no deadlock).
CREATE FUNCTION count_quote_status_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND sydney_day(OLD.created_at) = sydney_day(NEW.created_at) THEN
    RETURN NULL;
  END IF;
  -- OLD is null on INSERT and NEW on DELETE.
  INSERT INTO quote_status_days AS d (status, day, quotes)
  SELECT status, day, sum(quotes) FROM (VALUES (OLD.status, sydney_day(OLD.created_at), -1), (NEW.status, sydney_day(NEW.created_at), 1)) AS change (status, day, quotes)
  WHERE status IS NOT NULL GROUP BY status, day ORDER BY status, day
  ON CONFLICT (status, day) DO UPDATE SET quotes = d.quotes + excluded.quotes;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER quotes_count_status_days AFTER INSERT OR DELETE OR UPDATE OF status, created_at ON quotes FOR EACH ROW EXECUTE FUNCTION count_quote_status_day();--> statement-breakpoint
-- A policy counts as written on the day it was paid while its status is paid (a refund cancels it).
CREATE FUNCTION count_premium_written_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_written boolean := TG_OP <> 'INSERT' AND OLD.status = 'paid' AND OLD.paid_at IS NOT NULL;
  is_written boolean := TG_OP <> 'DELETE' AND NEW.status = 'paid' AND NEW.paid_at IS NOT NULL;
BEGIN
  IF was_written IS NOT TRUE AND is_written IS NOT TRUE THEN
    RETURN NULL;
  END IF;
  INSERT INTO premium_written_days AS d (day, policies, premium)
  SELECT day, sum(policies), sum(premium)
  FROM (VALUES (CASE WHEN was_written THEN sydney_day(OLD.paid_at) END, -1, -coalesce(OLD.total_amount, 0)),
               (CASE WHEN is_written THEN sydney_day(NEW.paid_at) END, 1, coalesce(NEW.total_amount, 0))) AS change (day, policies, premium)
  WHERE day IS NOT NULL GROUP BY day HAVING sum(policies) <> 0 OR sum(premium) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET policies = d.policies + excluded.policies, premium = d.premium + excluded.premium;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER policies_count_premium_written_days AFTER INSERT OR DELETE OR UPDATE OF status, paid_at, total_amount ON policies FOR EACH ROW EXECUTE FUNCTION count_premium_written_day();--> statement-breakpoint
-- TRUNCATE fires no row triggers: emptied tables empty their day figures.
CREATE FUNCTION clear_day_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'quotes' THEN DELETE FROM quote_status_days; ELSE DELETE FROM premium_written_days; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER quotes_clear_status_days AFTER TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION clear_day_figures();--> statement-breakpoint
CREATE TRIGGER policies_clear_premium_written_days AFTER TRUNCATE ON policies FOR EACH STATEMENT EXECUTE FUNCTION clear_day_figures();--> statement-breakpoint
-- Counts the day figures afresh from quotes and policies: for the rows already there below, and after
-- a load that bypasses triggers (bench/api/seed.ts).
CREATE FUNCTION recount_dashboard_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM quote_status_days;
  INSERT INTO quote_status_days (status, day, quotes) SELECT status, sydney_day(created_at), count(*) FROM quotes GROUP BY 1, 2;
  DELETE FROM premium_written_days;
  INSERT INTO premium_written_days (day, policies, premium)
  SELECT sydney_day(paid_at), count(*), coalesce(sum(total_amount), 0) FROM policies WHERE status = 'paid' AND paid_at IS NOT NULL GROUP BY 1;
$$;--> statement-breakpoint
-- Migrations run in one transaction and the triggers above locked both tables first, so no write
-- falls between this count and the triggers.
SELECT recount_dashboard_days();--> statement-breakpoint
-- Planner statistics now, so the first dashboards after the upgrade already aggregate by hash.
ANALYZE quote_status_days;--> statement-breakpoint
ANALYZE premium_written_days;
