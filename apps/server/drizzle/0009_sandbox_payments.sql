CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"customer_email" text,
	"source" text NOT NULL,
	"behaviour" text,
	"card" jsonb,
	"decline_code" text,
	"reference" text,
	"expires_at" timestamp with time zone,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_charges_amount_check" CHECK (amount > 0),
	CONSTRAINT "sandbox_charges_refunded_check" CHECK (refunded between 0 and amount),
	CONSTRAINT "sandbox_charges_status_check" CHECK (status in ('processing', 'approved', 'requires_action', 'declined', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"card" jsonb NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_attempt_idx" ON "sandbox_charges" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_reference_idx" ON "sandbox_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_payment_tokens_expires_idx" ON "sandbox_payment_tokens" USING btree ("expires_at");