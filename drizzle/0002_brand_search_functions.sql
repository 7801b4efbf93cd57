-- The public brand search (/api/search): full-text search plus trigram similarity, so that
-- misspelled names still match. pg_trgm is a trusted extension (PostgreSQL 13+), so the
-- database owner may create it; PGlite loads the module itself (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The indexed expressions must be IMMUTABLE; array_to_string is only STABLE in general (its
-- element output function could depend on settings) but is fixed for text[]. Functions are
-- schema-qualified so that a restore with an empty search_path rebuilds the indexes.
-- Weights: name A, categories and department B, description C.
CREATE OR REPLACE FUNCTION brands_directory_search_vector(name text, categories text[], department text, description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(name, '')), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(pg_catalog.array_to_string(categories, ' '), '') || ' ' || coalesce(department, '')), 'B')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(description, '')), 'C')
$$;--> statement-breakpoint
-- Name, categories and department as one lower-cased text, for trigram matching of words.
CREATE OR REPLACE FUNCTION brands_directory_search_text(name text, categories text[], department text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT pg_catalog.lower(coalesce(name, '') || ' ' || coalesce(pg_catalog.array_to_string(categories, ' '), '') || ' ' || coalesce(department, ''))
$$;
