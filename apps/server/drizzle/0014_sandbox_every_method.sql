ALTER TABLE "sandbox_charges" DROP CONSTRAINT "sandbox_charges_status_check";--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "cancel_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_method_check" CHECK (method in ('card', 'deposit', 'cash', 'store', 'redirect', 'deferred', 'wallet', 'crypto'));--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_status_check" CHECK (status in ('processing', 'approved', 'requires_action', 'declined', 'pending', 'redirect', 'expired'));