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
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"recipient" text NOT NULL,
	"street" text NOT NULL,
	"exterior_number" text NOT NULL,
	"interior_number" text,
	"neighbourhood" text,
	"city" text NOT NULL,
	"province_name" text NOT NULL,
	"province_code" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"references" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"checkout_order_id" text NOT NULL,
	"position" integer NOT NULL,
	"cart_line_id" text,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"supplier_id" text NOT NULL,
	"dssupplier_id" text,
	"margin" bigint,
	"stock_type" text NOT NULL,
	CONSTRAINT "checkout_lines_quantity_check" CHECK (quantity between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "checkout_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"position" integer NOT NULL,
	"supplier_id" text NOT NULL,
	"dssupplier_id" text,
	"currency" text NOT NULL,
	"items_total" bigint NOT NULL,
	"enabled_payment_types" text[] NOT NULL,
	"fixed_shipping_cost" bigint,
	"fixed_shipping_days" integer,
	"allows_collection" boolean DEFAULT false NOT NULL,
	"delivery_type" text,
	"rate_id" text,
	"agency_id" text,
	"carrier" text,
	"service" text,
	"days" integer,
	"shipping_cost" bigint,
	"quotes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"address" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"referral" text,
	"campaign" text,
	"click_id" text,
	"public_slug" text,
	"order_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_status_check" CHECK (status in ('open', 'paying', 'paid', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_quantity_check" CHECK (quantity > 0),
	CONSTRAINT "stock_reservations_status_check" CHECK (status in ('held', 'sold', 'released'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_address" text
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"dssupplier_id" text,
	"margin" bigint
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"dssupplier_id" text,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_attempt_id" text NOT NULL,
	"currency" text NOT NULL,
	"items_total" bigint NOT NULL,
	"shipping_cost" bigint NOT NULL,
	"total" bigint NOT NULL,
	"delivery_type" text NOT NULL,
	"rate_id" text,
	"agency_id" text,
	"address" jsonb,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"referral" text,
	"campaign" text,
	"click_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK (status in ('awaiting_payment', 'paid')),
	CONSTRAINT "purchase_orders_totals_check" CHECK (items_total >= 0 and shipping_cost >= 0 and total = items_total + shipping_cost)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"provider" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"charge_id" text,
	"failure_code" text,
	"card_brand" text,
	"card_last4" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_status_check" CHECK (status in ('started', 'requires_action', 'pending', 'approved', 'declined', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_card_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"type" text NOT NULL,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"customer_email" text,
	"source" text NOT NULL,
	"behaviour" text,
	"card" jsonb,
	"decline_code" text,
	"reference" text,
	"expires_at" timestamp with time zone,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_charges_amount_check" CHECK (amount > 0),
	CONSTRAINT "sandbox_charges_refunded_check" CHECK (refunded between 0 and amount),
	CONSTRAINT "sandbox_charges_status_check" CHECK (status in ('processing', 'approved', 'requires_action', 'declined', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"card" jsonb NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_identifier" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_checkout_order_id_checkout_orders_id_fk" FOREIGN KEY ("checkout_order_id") REFERENCES "public"."checkout_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_settings" ADD CONSTRAINT "supplier_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_item_variant_idx" ON "cart_lines" USING btree ("cart_id","item_id","variant_key");--> statement-breakpoint
CREATE INDEX "cart_lines_item_idx" ON "cart_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_shop_customer_idx" ON "carts" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_share_token_idx" ON "carts" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_lines_checkout_idx" ON "checkout_lines" USING btree ("checkout_id","position");--> statement-breakpoint
CREATE INDEX "checkout_orders_checkout_idx" ON "checkout_orders" USING btree ("checkout_id","position");--> statement-breakpoint
CREATE INDEX "checkouts_customer_idx" ON "checkouts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_status_expires_idx" ON "checkouts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_public_slug_idx" ON "checkouts" USING btree ("public_slug");--> statement-breakpoint
CREATE INDEX "stock_reservations_checkout_idx" ON "stock_reservations" USING btree ("checkout_id","status");--> statement-breakpoint
CREATE INDEX "stock_reservations_item_idx" ON "stock_reservations" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "one_time_codes_identifier_idx" ON "one_time_codes" USING btree ("identifier","created_at");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_orders_customer_idx" ON "purchase_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_checkout_idx" ON "purchase_orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_checkout_idx" ON "payment_attempts" USING btree ("checkout_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_customer_idx" ON "payment_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_charge_idx" ON "payment_attempts" USING btree ("provider","charge_id");--> statement-breakpoint
CREATE INDEX "saved_cards_customer_idx" ON "saved_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_provider_card_idx" ON "saved_cards" USING btree ("provider","provider_card_id");--> statement-breakpoint
CREATE INDEX "shop_items_item_idx" ON "shop_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_attempt_idx" ON "sandbox_charges" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_reference_idx" ON "sandbox_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_payment_tokens_expires_idx" ON "sandbox_payment_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_identifier_key" ON "users" USING btree ("guest_identifier") WHERE guest_identifier is not null;