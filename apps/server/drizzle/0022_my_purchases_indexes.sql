ALTER TABLE "purchase_order_lines" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(public.tianguis_unaccent(name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_name_search_idx" ON "purchase_order_lines" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_customer_status_idx" ON "purchase_orders" USING btree ("customer_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_customer_created_idx" ON "purchase_orders" USING btree ("customer_id","created_at");