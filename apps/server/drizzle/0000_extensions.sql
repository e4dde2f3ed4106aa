-- Search needs trigram matching and accent folding (architecture.md: search). Both are
-- "trusted" extensions on PostgreSQL 13+, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
