ALTER TABLE "insurers" ADD COLUMN "policy_prefix" text;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "policy_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "edited_at" timestamp with time zone;