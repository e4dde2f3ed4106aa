ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_status_check";--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "payment_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "payment_attempt_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD COLUMN "delivery_types" text[] DEFAULT '{to_address,to_branch}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD COLUMN "shipment_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "shipment_id" text;--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD COLUMN "delivery_types" text[] DEFAULT '{to_address,to_branch}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_check" CHECK (status in ('awaiting_payment', 'paid', 'awaiting_confirmation'));--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD CONSTRAINT "supplier_settings_delivery_types_check" CHECK (delivery_types <@ array['to_address', 'to_branch', 'shipping', 'delivery']::text[]);