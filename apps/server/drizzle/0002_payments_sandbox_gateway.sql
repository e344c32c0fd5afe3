CREATE TABLE "sandbox_gateway_authentications" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"cavv" text,
	"eci" text,
	"xid" text NOT NULL,
	"version" text NOT NULL,
	"challenge_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"scheme" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"response_code" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_gateway_authentications_token" ON "sandbox_gateway_authentications" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_cards_expires_at" ON "sandbox_gateway_cards" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_charges_idempotency_key" ON "sandbox_gateway_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_charges_reference" ON "sandbox_gateway_charges" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_policy" ON "payments" USING btree ("policy_id") WHERE "payments"."status" = 'pending';