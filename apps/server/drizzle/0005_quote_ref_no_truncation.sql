-- Quote refs pad to six digits but never cut: lpad(text, 6) truncated 1000000 to '100000', a duplicate.
CREATE OR REPLACE FUNCTION quote_ref(n bigint) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT 'BC-' || lpad(n::text, greatest(6, length(n::text)), '0') $$;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "ref" SET DEFAULT quote_ref(nextval('quote_ref_seq'));
