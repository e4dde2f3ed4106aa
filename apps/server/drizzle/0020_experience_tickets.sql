CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"line_position" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"experience_name" text NOT NULL,
	"experience_date" timestamp with time zone,
	"attendee_name" text NOT NULL,
	"attendee_phone" text,
	"attendee_type" text NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_attendee_type_check" CHECK (attendee_type in ('general', 'adult', 'child')),
	CONSTRAINT "tickets_code_check" CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{20}$')
);
--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD COLUMN "experience_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD COLUMN "attendees" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_idx" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_line_idx" ON "tickets" USING btree ("order_id","line_position","position");--> statement-breakpoint
CREATE INDEX "tickets_customer_idx" ON "tickets" USING btree ("customer_id","created_at");