CREATE TABLE "order_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" text NOT NULL,
	"author_role" text NOT NULL,
	"visibility" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "order_notes_visibility_check" CHECK (visibility in ('client', 'internal'))
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_tracking_idx" ON "purchase_orders" USING btree ("carrier","tracking_number");