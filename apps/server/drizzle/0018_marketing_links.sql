CREATE TABLE "marketing_links" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"catalogue_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_links_state_check" CHECK (state in ('active')),
	CONSTRAINT "marketing_links_name_check" CHECK (char_length(name) between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "marketing_links" ADD CONSTRAINT "marketing_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_links" ADD CONSTRAINT "marketing_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_links" ADD CONSTRAINT "marketing_links_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_links_owner_shop_catalogue_idx" ON "marketing_links" USING btree ("owner_id","shop_id","catalogue_id");