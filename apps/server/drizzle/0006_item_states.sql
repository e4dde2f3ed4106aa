ALTER TABLE "items" DROP CONSTRAINT "items_list_state_check";--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_list_state_check" CHECK (list_state in ('unpublished', 'published'));
-- The CHECK above is built from itemPublication's states (packages/core/src/item-states.ts).
-- drizzle-kit also wrote CREATE INDEX for items_search_vector_{product,service,experience}_idx: they
-- already exist (0004_search.sql) but 0005's snapshot missed them; removed here, kept in 0006's snapshot.
