CREATE TABLE "catalogues" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"origin_id" text,
	"origin_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogues_shop_slug_idx" ON "catalogues" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "catalogues_shop_position_idx" ON "catalogues" USING btree ("shop_id","position");