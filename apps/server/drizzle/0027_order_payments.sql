ALTER TABLE "purchase_orders" ADD COLUMN "payment_token" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "pay_return_path" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "pay_cancel_path" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "order_id" text;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at");