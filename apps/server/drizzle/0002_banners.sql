CREATE TABLE "shop_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"hzt_image" text NOT NULL,
	"vrt_image" text NOT NULL,
	"hzt_image_id" text,
	"vrt_image_id" text,
	"url" text,
	"product_name" text,
	"action_type" text DEFAULT 'none' NOT NULL,
	"target" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_banners_action_type_check" CHECK (action_type in ('none', 'product', 'url', 'signup')),
	CONSTRAINT "shop_banners_target_check" CHECK (target in ('all', 'anon', 'ul0', 'ul1', 'ul2'))
);
--> statement-breakpoint
ALTER TABLE "shop_banners" ADD CONSTRAINT "shop_banners_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_banners_shop_position_idx" ON "shop_banners" USING btree ("shop_id","position");