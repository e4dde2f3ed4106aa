CREATE TABLE "catalogue_items" (
	"catalogue_id" text NOT NULL,
	"item_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_catalogue_id_item_id_pk" PRIMARY KEY("catalogue_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "shop_catalogues" (
	"shop_id" text NOT NULL,
	"catalogue_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_catalogues_shop_id_catalogue_id_pk" PRIMARY KEY("shop_id","catalogue_id")
);
--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "owner_id" text;--> statement-breakpoint
-- Catalogues made before owners: their home shop's owner owns them, and their home shop shows them in
-- the order they had (decision 066).
UPDATE "catalogues" SET "owner_id" = "shops"."owner_id" FROM "shops" WHERE "shops"."id" = "catalogues"."shop_id";--> statement-breakpoint
ALTER TABLE "catalogues" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "shop_catalogues" ("shop_id", "catalogue_id", "position") SELECT "shop_id", "id", "position" FROM "catalogues";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "only_supplier_id" text;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_catalogues" ADD CONSTRAINT "shop_catalogues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_catalogues" ADD CONSTRAINT "shop_catalogues_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_items_catalogue_position_idx" ON "catalogue_items" USING btree ("catalogue_id","position");--> statement-breakpoint
CREATE INDEX "catalogue_items_item_idx" ON "catalogue_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "shop_catalogues_shop_position_idx" ON "shop_catalogues" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "shop_catalogues_catalogue_idx" ON "shop_catalogues" USING btree ("catalogue_id");--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_only_supplier_id_users_id_fk" FOREIGN KEY ("only_supplier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogues_owner_updated_idx" ON "catalogues" USING btree ("owner_id","updated_at");