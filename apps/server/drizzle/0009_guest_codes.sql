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
ALTER TABLE "users" ADD COLUMN "is_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_identifier" text;--> statement-breakpoint
CREATE INDEX "one_time_codes_identifier_idx" ON "one_time_codes" USING btree ("identifier","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_identifier_key" ON "users" USING btree ("guest_identifier") WHERE guest_identifier is not null;