ALTER TABLE "checkouts" ADD COLUMN "shared_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "shared_from" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_shared_from_checkouts_id_fk" FOREIGN KEY ("shared_from") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_shared_from_idx" ON "checkouts" USING btree ("shared_from");--> statement-breakpoint
-- Links shared before links had an end get a month from their last change (decision 054).
UPDATE "checkouts" SET "shared_until" = "updated_at" + interval '30 days' WHERE "public_slug" IS NOT NULL AND "shared_until" IS NULL;
