CREATE TABLE "plan_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"periodicity" text DEFAULT 'month' NOT NULL,
	"commission_rate" integer NOT NULL,
	"contribution_margin" bigint NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"is_out_package" boolean DEFAULT false NOT NULL,
	"package_template" text,
	CONSTRAINT "plans_key_unique" UNIQUE("key"),
	CONSTRAINT "plans_commission_rate_check" CHECK (commission_rate between 0 and 10000),
	CONSTRAINT "plans_amounts_check" CHECK (price >= 0 and contribution_margin >= 0),
	CONSTRAINT "plans_periodicity_check" CHECK (periodicity in ('month'))
);
--> statement-breakpoint
CREATE TABLE "user_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"professional_plan_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_professional_plan_id_plans_id_fk" FOREIGN KEY ("professional_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_requests_user_idx" ON "plan_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_plans_plan_idx" ON "user_plans" USING btree ("plan_id");--> statement-breakpoint
-- The default plans (002 §3, §9; packages/core/src/commission/plans.ts): MXN 199.00 a month, rate 0.5, margin 99.50.
INSERT INTO "plans" ("id", "key", "name", "price", "currency", "periodicity", "commission_rate", "contribution_margin", "weight") VALUES
	('pln_basic_professional', 'basic-professional', 'Profesional básico', 19900, 'MXN', 'month', 5000, 9950, 1),
	('pln_online_store', 'online-store', 'Tienda en línea', 19900, 'MXN', 'month', 5000, 9950, 2),
	('pln_digital_business', 'digital-business', 'Negocio digital', 19900, 'MXN', 'month', 5000, 9950, 3),
	('pln_electronic_invoicing', 'electronic-invoicing', 'Facturación electrónica', 19900, 'MXN', 'month', 5000, 9950, 4)
ON CONFLICT ("key") DO NOTHING;
