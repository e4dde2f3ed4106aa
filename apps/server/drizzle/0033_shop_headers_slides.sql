CREATE TABLE "shop_headers" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"target" text DEFAULT 'all' NOT NULL,
	"action_type" text DEFAULT 'none' NOT NULL,
	"url" text,
	"button_label" text,
	"product" text,
	"product_name" text,
	"product_supplier" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_headers_title_check" CHECK (char_length(title) between 1 and 30),
	CONSTRAINT "shop_headers_subtitle_check" CHECK (subtitle is null or char_length(subtitle) <= 40),
	CONSTRAINT "shop_headers_description_check" CHECK (description is null or char_length(description) <= 130),
	CONSTRAINT "shop_headers_action_type_check" CHECK (action_type in ('none', 'url', 'product', 'signup')),
	CONSTRAINT "shop_headers_target_check" CHECK (target in ('all', 'anon', 'ul0', 'ul1', 'ul2'))
);
--> statement-breakpoint
CREATE TABLE "shop_slides" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"hzt_image" text NOT NULL,
	"vrt_image" text,
	"hzt_image_id" text,
	"vrt_image_id" text,
	"type" text DEFAULT 'URL' NOT NULL,
	"product" text,
	"product_name" text,
	"supplier" text,
	"url" text,
	"url_target" boolean DEFAULT false NOT NULL,
	"target" text DEFAULT 'all' NOT NULL,
	"action_type" text DEFAULT 'none' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_slides_type_check" CHECK (type in ('PRODUCT', 'URL')),
	CONSTRAINT "shop_slides_action_type_check" CHECK (action_type in ('url', 'none')),
	CONSTRAINT "shop_slides_target_check" CHECK (target in ('all', 'anon', 'ul0', 'ul1', 'ul2')),
	CONSTRAINT "shop_slides_link_check" CHECK ((type = 'PRODUCT' and url is null) or (type = 'URL' and product is null))
);
--> statement-breakpoint
ALTER TABLE "shop_headers" ADD CONSTRAINT "shop_headers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_slides" ADD CONSTRAINT "shop_slides_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_headers_shop_position_idx" ON "shop_headers" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "shop_slides_shop_position_idx" ON "shop_slides" USING btree ("shop_id","position");--> statement-breakpoint
-- Decision 096: the header_info and slider_info already stored in shops become header records
-- and slides; the shown header_info carries its record's id.
INSERT INTO "shop_headers" ("id", "shop_id", "title", "subtitle", "description", "target", "action_type", "url", "button_label", "product", "product_supplier", "position")
SELECT 'hdr_' || substr(md5(s."id" || ':header'), 1, 26), s."id",
  left(h->>'title', 30), nullif(left(h->>'subtitle', 40), ''), nullif(left(h->>'description', 130), ''),
  coalesce(h->>'target', 'all'), coalesce(h->>'action_type', 'none'), h->>'url',
  CASE WHEN coalesce(h->>'action_type', 'none') = 'none' THEN NULL ELSE coalesce(nullif(h->>'button_label', ''), 'Ver más') END,
  h->>'product', h->>'product_supplier', 0
FROM "shops" s, LATERAL (SELECT s."store_theme_info"->'header_info' AS h) x
WHERE jsonb_typeof(h) = 'object' AND coalesce(h->>'title', '') <> ''
  AND coalesce(h->>'target', 'all') IN ('all', 'anon', 'ul0', 'ul1', 'ul2')
  AND coalesce(h->>'action_type', 'none') IN ('none', 'url', 'product', 'signup');
--> statement-breakpoint
UPDATE "shops" s SET "store_theme_info" = jsonb_set(s."store_theme_info", '{header_info,id}', to_jsonb(h."id"))
FROM "shop_headers" h WHERE h."shop_id" = s."id" AND jsonb_typeof(s."store_theme_info"->'header_info') = 'object';
--> statement-breakpoint
INSERT INTO "shop_slides" ("id", "shop_id", "hzt_image", "vrt_image", "hzt_image_id", "vrt_image_id", "type", "product", "supplier", "url", "url_target", "target", "action_type", "position")
SELECT 'sld_' || substr(md5(s."id" || ':slide:' || e.n), 1, 26), s."id",
  e.v->>'hzt_image', coalesce(e.v->>'vrt_image', e.v->>'hzt_image'), e.v->>'hzt_image_id', e.v->>'vrt_image_id',
  CASE WHEN e.v->>'product' IS NOT NULL THEN 'PRODUCT' ELSE 'URL' END,
  e.v->>'product', e.v->>'supplier',
  CASE WHEN e.v->>'product' IS NOT NULL THEN NULL ELSE e.v->>'url' END,
  coalesce((e.v->>'url_target')::boolean, false), coalesce(e.v->>'target', 'all'),
  CASE WHEN e.v->>'product' IS NULL AND coalesce(e.v->>'url', '') <> '' THEN 'url' ELSE 'none' END,
  (e.n - 1)::int
FROM "shops" s, jsonb_array_elements(CASE WHEN jsonb_typeof(s."store_theme_info"->'slider_info') = 'array' THEN s."store_theme_info"->'slider_info' ELSE '[]'::jsonb END) WITH ORDINALITY AS e(v, n)
WHERE coalesce(e.v->>'hzt_image', '') <> '' AND coalesce(e.v->>'target', 'all') IN ('all', 'anon', 'ul0', 'ul1', 'ul2');
