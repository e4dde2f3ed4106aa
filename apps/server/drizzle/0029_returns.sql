CREATE TABLE "order_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"line_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"answers" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"return_policy" text NOT NULL,
	"return_policy_legend" text,
	"return_fees" text NOT NULL,
	"return_label" text NOT NULL,
	"restocking_fee" bigint,
	"offered_refund" bigint NOT NULL,
	"return_shipping_paid_by" text NOT NULL,
	"original_shipping_refunded" bigint NOT NULL,
	"deducted_shipping" bigint NOT NULL,
	"deducted_restocking" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "order_returns_status_check" CHECK (status in ('open', 'closed')),
	CONSTRAINT "order_returns_quantity_check" CHECK (quantity > 0),
	CONSTRAINT "order_returns_amounts_check" CHECK (unit_price >= 0 and offered_refund >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text,
	"author_role" text NOT NULL,
	"visibility" text NOT NULL,
	"event" text DEFAULT 'note' NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_key" text NOT NULL,
	"provider_refund_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "return_refunds_amount_check" CHECK (amount > 0),
	CONSTRAINT "return_refunds_status_check" CHECK (status in ('pending', 'failed', 'success'))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_notes" ADD CONSTRAINT "return_notes_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_open_line_idx" ON "order_returns" USING btree ("line_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "order_returns_customer_idx" ON "order_returns" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_returns_shop_idx" ON "order_returns" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_notes_return_idx" ON "return_notes" USING btree ("return_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_refunds_key_idx" ON "return_refunds" USING btree ("refund_key");--> statement-breakpoint
CREATE INDEX "return_refunds_order_idx" ON "return_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_refunds_return_idx" ON "return_refunds" USING btree ("return_id","created_at");