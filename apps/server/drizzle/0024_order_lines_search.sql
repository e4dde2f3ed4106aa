-- My purchases' search by a product's name (decision 088): one buyer's orders whose lines name the
-- text, found in one GIN index over (customer_id, the lines' names' trigrams). btree_gin lets a GIN
-- index hold the customer's id; like pg_trgm it is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "line_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The order's line names follow its lines, whoever writes them (the checkout's placement, a test's
-- factory, the bench's data): once per statement, for the orders whose lines it touched.
CREATE FUNCTION public.purchase_order_line_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchase_orders o SET line_names = coalesce((
    SELECT string_agg(l.name, E'\n' ORDER BY l.position) FROM purchase_order_lines l WHERE l.order_id = o.id
  ), '')
  WHERE o.id IN (SELECT order_id FROM touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_names_inserted AFTER INSERT ON purchase_order_lines
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION public.purchase_order_line_names();
--> statement-breakpoint
CREATE TRIGGER purchase_order_lines_names_updated AFTER UPDATE ON purchase_order_lines
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION public.purchase_order_line_names();
--> statement-breakpoint
UPDATE purchase_orders o SET line_names = coalesce((
  SELECT string_agg(l.name, E'\n' ORDER BY l.position) FROM purchase_order_lines l WHERE l.order_id = o.id
), '');--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "lines_search" text GENERATED ALWAYS AS (lower(public.tianguis_unaccent(line_names))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_orders_customer_lines_search_idx" ON "purchase_orders" USING gin ("customer_id","lines_search" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "purchase_order_lines_name_search_idx";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP COLUMN "name_search";
