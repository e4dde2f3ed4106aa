CREATE TABLE "order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"note" text,
	CONSTRAINT "order_history_actor_check" CHECK (actor in ('customer', 'seller', 'dispatcher', 'dssupplier', 'system'))
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_status_check";--> statement-breakpoint
DROP INDEX "purchase_orders_customer_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_supplier_idx";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "estimated_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "estimated_cost" bigint;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancel_description" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancel_message" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "purchase_orders_dssupplier_idx" ON "purchase_orders" USING btree ("dssupplier_id","updated_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_customer_idx" ON "purchase_orders" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","updated_at");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_kind_check" CHECK (kind in ('purchase', 'courtesy', 'in_store_sale'));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_check" CHECK (status in ('awaiting_confirmation', 'awaiting_customer', 'awaiting_payment', 'payment_expired', 'paid', 'in_process', 'to_deliver', 'on_the_way', 'delivered', 'canceled'));