CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"item_id" text NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variant_key" text DEFAULT '{}' NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK (quantity between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"shop_id" text NOT NULL,
	"item_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_items_shop_id_item_id_pk" PRIMARY KEY("shop_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_configured" boolean DEFAULT false NOT NULL,
	"enabled_payment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"fixed_shipping_cost" bigint,
	"fixed_shipping_days" integer,
	"allows_collection" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_settings_fixed_shipping_check" CHECK (coalesce(fixed_shipping_cost, 0) >= 0 and coalesce(fixed_shipping_days, 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD CONSTRAINT "supplier_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_item_variant_idx" ON "cart_lines" USING btree ("cart_id","item_id","variant_key");--> statement-breakpoint
CREATE INDEX "cart_lines_item_idx" ON "cart_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_shop_customer_idx" ON "carts" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_share_token_idx" ON "carts" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "shop_items_item_idx" ON "shop_items" USING btree ("item_id");