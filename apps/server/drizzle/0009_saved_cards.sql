-- saved_cards had no writer before decision 053, so its new NOT NULL columns meet no rows.
CREATE TABLE "sandbox_saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"fingerprint" text NOT NULL,
	"behaviour" text NOT NULL,
	"card" jsonb NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "saved_cards_customer_idx";--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "fingerprint" text NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "exp_month" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "exp_year" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "save_for" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "saved_card_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_tokens" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_saved_cards_customer_fingerprint_idx" ON "sandbox_saved_cards" USING btree ("customer","fingerprint") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_fingerprint_idx" ON "saved_cards" USING btree ("customer_id","provider","fingerprint");--> statement-breakpoint
CREATE INDEX "saved_cards_customer_idx" ON "saved_cards" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_expiry_check" CHECK (exp_month between 1 and 12);