CREATE TABLE "order_package_lines" (
	"package_id" text NOT NULL,
	"line_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_package_lines_package_id_line_id_pk" PRIMARY KEY("package_id","line_id"),
	CONSTRAINT "order_package_lines_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"number" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_package_lines" ADD CONSTRAINT "order_package_lines_package_id_order_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."order_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_package_lines" ADD CONSTRAINT "order_package_lines_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_package_lines_line_idx" ON "order_package_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_packages_order_number_idx" ON "order_packages" USING btree ("order_id","number");