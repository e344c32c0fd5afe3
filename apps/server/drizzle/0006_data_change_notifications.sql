-- Every committed change to the tables the back-office lists read, and to staff users, sends one
-- notification per table on 'buildcover_data_changed' (NOTIFY is delivered at commit, to every
-- listening API instance), so each instance can drop the list pages, totals and signed-in users it
-- has cached (src/cache/). Statement-level
-- triggers: a bulk statement notifies once, and identical notifications in a transaction merge.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('buildcover_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER quotes_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER insureds_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON insureds FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER properties_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER addresses_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON addresses FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER users_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
