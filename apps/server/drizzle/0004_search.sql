-- Item search (decision 020). Hand-written first part: what drizzle-kit cannot express.
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated
-- column or an index directly. A text search configuration that runs the unaccent
-- dictionary before the Spanish stemmer folds accents inside to_tsvector(regconfig, text),
-- which is IMMUTABLE; the wrapper below does the same for the trigram text.
CREATE TEXT SEARCH CONFIGURATION public.spanish_unaccent (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.spanish_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.spanish_stem;
--> statement-breakpoint
CREATE FUNCTION public.tianguis_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, value);
--> statement-breakpoint
-- Name weighs most (A), then tags (B), then the description (C).
CREATE FUNCTION public.items_search_vector(name text, tags text[], description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('public.spanish_unaccent'::regconfig, coalesce(name, '')), 'A')
    || setweight(to_tsvector('public.spanish_unaccent'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
    || setweight(to_tsvector('public.spanish_unaccent'::regconfig, coalesce(description, '')), 'C');
--> statement-breakpoint
-- Name and tags, lower-cased and without accents, for trigram matches (pg_trgm).
CREATE FUNCTION public.items_search_text(name text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(public.tianguis_unaccent(concat_ws(' ', name, array_to_string(tags, ' '))));
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (items_search_vector(name, tags, plain_description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (items_search_text(name, tags)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "items_dropshipping_owner_idx" ON "items" USING btree ("owner_id") WHERE is_dropshipping and list_state = 'published' and not hiden and not disabled;--> statement-breakpoint
CREATE INDEX "items_search_vector_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_search_vector_product_idx" ON "items" USING gin ("search_vector") WHERE type = 'product';--> statement-breakpoint
CREATE INDEX "items_search_vector_service_idx" ON "items" USING gin ("search_vector") WHERE type = 'service';--> statement-breakpoint
CREATE INDEX "items_search_vector_experience_idx" ON "items" USING gin ("search_vector") WHERE type = 'experience';--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);