CREATE TABLE "payment_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text,
	"provider" text NOT NULL,
	"operation" text NOT NULL,
	"charge_id" text,
	"outcome" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"charge_id" text,
	"attempt_id" text,
	"reported" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"payload_digest" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"refund_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK (amount > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK (status in ('pending', 'success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_status_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_status_check";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "approval_url" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reconcile_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_calls_attempt_idx" ON "payment_calls" USING btree ("attempt_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_calls_charge_idx" ON "payment_calls" USING btree ("provider","charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_attempt_idx" ON "payment_events" USING btree ("attempt_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key_idx" ON "payment_refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" USING btree ("attempt_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_attempt_idx" ON "purchase_orders" USING btree ("payment_attempt_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("updated_at") WHERE status in ('started', 'requires_action', 'redirect', 'pending');--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_check" CHECK (status in ('awaiting_payment', 'paid', 'awaiting_confirmation', 'payment_expired'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_status_check" CHECK (status in ('started', 'requires_action', 'redirect', 'pending', 'approved', 'declined', 'expired', 'failed', 'refunded'));