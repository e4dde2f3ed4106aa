CREATE TABLE "shop_tour_dismissals" (
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_tour_dismissals_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "about_text" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "terms_text" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "privacy_text" text;--> statement-breakpoint
ALTER TABLE "shop_tour_dismissals" ADD CONSTRAINT "shop_tour_dismissals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tour_dismissals" ADD CONSTRAINT "shop_tour_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;