ALTER TABLE "plan_purchases" ADD COLUMN "return_path" text;--> statement-breakpoint
CREATE INDEX "plan_purchases_charge_idx" ON "plan_purchases" USING btree ("provider","charge_id");