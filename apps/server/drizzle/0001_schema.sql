CREATE SEQUENCE "public"."quote_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_type" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "states" (
	"state_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"file_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact_no" text NOT NULL,
	"abn" text NOT NULL,
	"afsl" text NOT NULL,
	"underwriter" text NOT NULL,
	"street" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text DEFAULT 'AU' NOT NULL,
	"uid" text NOT NULL,
	"fsg_version" text NOT NULL,
	"pds_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"advice_type" text NOT NULL,
	"advice_given" text NOT NULL,
	"commission" numeric(5, 2) NOT NULL,
	"associate_commission" numeric(5, 2) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pds_doc" text,
	"fsg_doc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insureds" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"initial" text,
	"first_name" text,
	"last_name" text,
	"contact_no" text,
	"wb_code" text,
	"email" text,
	"abn" text,
	"primary_insured_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_drafts" (
	"uid" text PRIMARY KEY NOT NULL,
	"quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text DEFAULT ('BC-' || lpad(nextval('quote_ref_seq')::text, 6, '0')) NOT NULL,
	"public_id" text NOT NULL,
	"status" text NOT NULL,
	"insured_id" integer NOT NULL,
	"insurer_id" integer,
	"draft_uid" text,
	"inception_date" date,
	"end_date" date,
	"premium_amount" numeric(12, 2),
	"is_renewal" boolean DEFAULT false NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"street" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text DEFAULT 'AU' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "covers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"cover" text,
	"construction_type" text,
	"construction_type_other" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"address_id" integer,
	"valuation" numeric(12, 2),
	"is_victorian_project" boolean,
	"is_property_signed_and_owned" boolean,
	"will_photographic_survey_conducted" boolean,
	"proposed_start_date" date,
	"is_project_work_commenced" boolean,
	"is_commenced_year_ago" boolean,
	"commenced_date" date,
	"completed_works" text,
	"completed_work_value" numeric(12, 2),
	"is_claims_or_reported_losses" boolean,
	"claims_or_reported_losses" text,
	"insure_existing_structure" boolean,
	"exs_replacement_value" numeric(12, 2),
	"is_non_combustible_material_used" boolean,
	"mat_used_in_structure" text,
	"is_structurally_unsound" boolean,
	"is_mortgage_on_property" boolean,
	"mortgagor" text,
	"mortgagor_other" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"is_claimed_in_last_three_year" boolean,
	"clt_insurer" text,
	"clt_claimed_date" date,
	"clt_total_claims" numeric(12, 2),
	"clt_claimed_address" text,
	"clt_claimed_for" text,
	"is_claimed_over_ten_thousand" boolean,
	"clf_insurer" text,
	"clf_claimed_date" date,
	"clf_total_claims" numeric(12, 2),
	"clf_claimed_address" text,
	"clf_claimed_for" text,
	"is_claimed_rejected" boolean,
	"clr_insurer" text,
	"clr_occurred_date" date,
	"clr_rejected_for" text,
	"clr_insurance_type" text,
	"is_suffered_loss" boolean,
	"suffered_loss_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_risk_id" integer NOT NULL,
	"insurer" text,
	"claim_date" date,
	"cost" numeric(12, 2),
	"claimed_for" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_holder_risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"is_declared_bankrupt" boolean,
	"bankrupt_occurred" date,
	"arrangement_period" text,
	"arrangement_ended" date,
	"is_discharged_from_bankruptcy" boolean,
	"is_convicted_criminal" boolean,
	"when_occurred" date,
	"criminal_offense" text,
	"offense_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"is_excavation_deeper_than_five_meter" boolean,
	"is_work_involve_piling" boolean,
	"piling_plans" text,
	"is_risk_of_water_flood" boolean,
	"water_flood_plans" text,
	"demolition_above_ten_meters" boolean,
	"involves_asbestos" boolean,
	"confirmed_asbestos_contractor" boolean,
	"amount_of_asbestos_in" text,
	"desc_asbestos_location" text,
	"work_involves_heritage_building" boolean,
	"heritage_plans" text,
	"heritage_report" text,
	"heritage_eng_plans" text,
	"property_relocating" boolean,
	"experimental_methods" boolean,
	"experimental_plans" text,
	"involves_bales" boolean,
	"bales_plans" text,
	"is_multi_stories" boolean,
	"stories_plans" text,
	"stories_eng_plans" text,
	"stories_report" text,
	"work_outside_mn_tas" boolean,
	"swimming_pool_contracts" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"insurer_id" integer,
	"num" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"inception_date" date,
	"expiry_date" date,
	"premium_amount" numeric(12, 2),
	"base" numeric(12, 2),
	"base_gst" numeric(12, 2),
	"fsl" numeric(12, 2),
	"fsl_gst" numeric(12, 2),
	"association_fee" numeric(12, 2),
	"association_fee_gst" numeric(12, 2),
	"insurer_fee" numeric(12, 2),
	"insurer_fee_gst" numeric(12, 2),
	"broker_fee" numeric(12, 2),
	"broker_fee_gst" numeric(12, 2),
	"stamp_duty" numeric(12, 2),
	"total_amount" numeric(12, 2),
	"commission" numeric(12, 2),
	"commission_gst" numeric(12, 2),
	"insurer_commission" numeric(12, 2),
	"insurer_commission_gst" numeric(12, 2),
	"associate_commission" numeric(12, 2),
	"associate_commission_gst" numeric(12, 2),
	"uploaded_schedule" text,
	"uploaded_coc" text,
	"uploaded_closing" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage" text NOT NULL,
	"field" text,
	"draft_uid" text,
	"quote_id" integer,
	"insurer_id" integer,
	"policy_id" integer,
	"uploaded_by" integer,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"policy_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"drn" text,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"surcharge_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"card_scheme" text,
	"card_number_mask" text,
	"card_holder_name" text,
	"gateway_reference" text,
	"error_message" text,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"cc" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"quote_id" integer,
	"policy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"ip" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_documents" ADD CONSTRAINT "insurer_documents_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_documents" ADD CONSTRAINT "insurer_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insureds" ADD CONSTRAINT "insureds_primary_insured_id_insureds_id_fk" FOREIGN KEY ("primary_insured_id") REFERENCES "public"."insureds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_insured_id_insureds_id_fk" FOREIGN KEY ("insured_id") REFERENCES "public"."insureds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_draft_uid_quote_drafts_uid_fk" FOREIGN KEY ("draft_uid") REFERENCES "public"."quote_drafts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covers" ADD CONSTRAINT "covers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_risks" ADD CONSTRAINT "claim_risks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_claim_risk_id_claim_risks_id_fk" FOREIGN KEY ("claim_risk_id") REFERENCES "public"."claim_risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_holder_risks" ADD CONSTRAINT "property_holder_risks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_risks" ADD CONSTRAINT "property_risks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_draft_uid_quote_drafts_uid_fk" FOREIGN KEY ("draft_uid") REFERENCES "public"."quote_drafts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_username" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_documents_version_unique" ON "insurer_documents" USING btree ("insurer_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "insurers_uid_live_unique" ON "insurers" USING btree (lower("uid")) WHERE "insurers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "insurers_name_trgm" ON "insurers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurers_email_trgm" ON "insurers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurers_uid_trgm" ON "insurers" USING gin ("uid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurers_created_at" ON "insurers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insureds_one_additional_holder" ON "insureds" USING btree ("primary_insured_id");--> statement-breakpoint
CREATE INDEX "insureds_full_name_trgm" ON "insureds" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insureds_email_trgm" ON "insureds" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insureds_wb_code_trgm" ON "insureds" USING gin ("wb_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insureds_created_at" ON "insureds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_drafts_expires_at" ON "quote_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_ref_unique" ON "quotes" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_public_id_unique" ON "quotes" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "quotes_ref_trgm" ON "quotes" USING gin ("ref" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_status" ON "quotes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "quotes_insured_id" ON "quotes" USING btree ("insured_id");--> statement-breakpoint
CREATE INDEX "quotes_insurer_id" ON "quotes" USING btree ("insurer_id");--> statement-breakpoint
CREATE INDEX "quotes_created_at" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_inception_date" ON "quotes" USING btree ("inception_date");--> statement-breakpoint
CREATE INDEX "quotes_end_date" ON "quotes" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "quotes_premium_amount" ON "quotes" USING btree ("premium_amount");--> statement-breakpoint
CREATE INDEX "addresses_state" ON "addresses" USING btree ("state");--> statement-breakpoint
CREATE INDEX "covers_quote_id" ON "covers" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "properties_quote_id" ON "properties" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "claim_risks_quote_id" ON "claim_risks" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "claims_claim_risk_id" ON "claims" USING btree ("claim_risk_id");--> statement-breakpoint
CREATE INDEX "property_holder_risks_quote_id" ON "property_holder_risks" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "property_risks_quote_id" ON "property_risks" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_num_unique" ON "policies" USING btree ("num") WHERE "policies"."num" is not null;--> statement-breakpoint
CREATE INDEX "policies_quote_id" ON "policies" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "policies_status" ON "policies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "policies_created_at" ON "policies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notes_quote_id_created_at" ON "notes" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_unique" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_draft_uid" ON "files" USING btree ("draft_uid");--> statement-breakpoint
CREATE INDEX "files_quote_id" ON "files" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "files_insurer_id" ON "files" USING btree ("insurer_id");--> statement-breakpoint
CREATE INDEX "files_policy_id" ON "files" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_unique" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_policy" ON "payments" USING btree ("policy_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_quote_id" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_at" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_created_at" ON "outbox_emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_quote_id" ON "outbox_emails" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at" ON "audit_log" USING btree ("created_at");