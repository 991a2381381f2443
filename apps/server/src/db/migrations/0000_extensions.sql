-- drizzle-kit does not emit CREATE EXTENSION (DESIGN §3). pg_trgm and unaccent back the accent- and
-- case-insensitive register search; both are trusted extensions on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE, so it cannot back an index; this IMMUTABLE wrapper (fixed dictionary) can.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
