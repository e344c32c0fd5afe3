CREATE TABLE "pending_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"quote_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_work" ADD CONSTRAINT "pending_work_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_work_run_after" ON "pending_work" USING btree ("run_after");--> statement-breakpoint
-- Staff requests cache whether their sign-in is still open (src/auth/guards.ts): a sign-in that
-- ends (logout, reuse detection, a new password) is noticed by every instance at commit.
CREATE TRIGGER refresh_tokens_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON refresh_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
