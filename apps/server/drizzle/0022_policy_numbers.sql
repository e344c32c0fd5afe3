ALTER TABLE "insurers" ADD COLUMN "policy_prefix" text;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "policy_sequence" integer DEFAULT 0 NOT NULL;