CREATE TABLE "draft_resume_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"draft_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_drafts" ADD COLUMN "saved_answers" jsonb;--> statement-breakpoint
ALTER TABLE "quote_drafts" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draft_resume_links" ADD CONSTRAINT "draft_resume_links_draft_uid_quote_drafts_uid_fk" FOREIGN KEY ("draft_uid") REFERENCES "public"."quote_drafts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_resume_links_draft_uid" ON "draft_resume_links" USING btree ("draft_uid");