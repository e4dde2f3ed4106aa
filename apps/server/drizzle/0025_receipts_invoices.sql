CREATE TABLE "order_invoices" (
	"order_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"uuid" text NOT NULL,
	"stamped_at" timestamp with time zone NOT NULL,
	"xml" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_fiscal_info" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"tax_regime" text NOT NULL,
	"postcode" text NOT NULL,
	"email" text,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_fiscal_info_tax_id_check" CHECK (char_length("seller_fiscal_info"."tax_id") in (12, 13)),
	CONSTRAINT "seller_fiscal_info_postcode_check" CHECK ("seller_fiscal_info"."postcode" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_tax_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_name" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_tax_regime" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_cfdi_use" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "invoice_postcode" text;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_fiscal_info" ADD CONSTRAINT "seller_fiscal_info_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;