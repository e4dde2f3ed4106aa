CREATE TABLE "platform_admins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"key" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"user_id" text,
	"wallet_type" text,
	"bucket" text,
	"name" text,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_check" CHECK ((owner = 'user' and user_id is not null and wallet_type is not null and bucket is not null)
        or (owner = 'platform' and name is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_cashouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wallet_type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"cutoff_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_cashouts_amount_check" CHECK (amount > 0),
	CONSTRAINT "ledger_cashouts_status_check" CHECK (status in ('requested', 'paid', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"corrects" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK (kind in ('payment_held', 'refund_reversal', 'dispersion', 'cashout_requested', 'cashout_paid', 'cashout_returned', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"entry_id" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_entry_id_account_pk" PRIMARY KEY("entry_id","account"),
	CONSTRAINT "ledger_postings_amount_check" CHECK (amount <> 0)
);
--> statement-breakpoint
ALTER TABLE "platform_admins" ADD CONSTRAINT "platform_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_ledger_accounts_key_fk" FOREIGN KEY ("account") REFERENCES "public"."ledger_accounts"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id","wallet_type");--> statement-breakpoint
CREATE INDEX "ledger_cashouts_user_idx" ON "ledger_cashouts" USING btree ("user_id","wallet_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_corrects_key" ON "ledger_entries" USING btree ("corrects");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","posted_at" DESC NULLS LAST,"entry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_postings_reference_idx" ON "ledger_postings" USING btree ("reference");--> statement-breakpoint
-- The ledger is append only (decisions 089, 090): entries and postings are never changed or
-- deleted, whoever writes — a mistake is corrected by a new entry. TRUNCATE is refused too.
CREATE FUNCTION public.ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION public.ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION public.ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_append_only();
--> statement-breakpoint
-- Every entry sums to zero per currency, checked at COMMIT (deferred: its postings are written by
-- one statement after the entry, and a transaction may write several).
CREATE FUNCTION public.ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_postings WHERE entry_id = NEW.entry_id GROUP BY currency HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger entry % does not sum to zero', NEW.entry_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.ledger_entry_balanced();
