-- hand-written:
-- Decision 017: punctuation separates words in the stored vectors as it does in a query. Until
-- now PostgreSQL's parser read 'Paging-39171541' as 'page' and the signed number '-39171541',
-- and 'Paging-4e5ede89' as a hyphenated word whose part '4e5ede89' a query parses differently
-- ('4e5' and 'ede89'), so searching for what a name shows could find nothing. The query is split
-- into runs of letters and digits (queryWords); the entry's text now is too.
CREATE OR REPLACE FUNCTION search_plain_text(t text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT pg_catalog.regexp_replace(coalesce(t, ''), '[[:punct:]]+', ' ', 'g')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_directory_search_vector(name text, categories text[], department text, description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, search_plain_text(name)), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, search_plain_text(coalesce(pg_catalog.array_to_string(categories, ' '), '') || ' ' || coalesce(department, ''))), 'B')
    || pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, search_plain_text(description)), 'C')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_directory_name_vector(name text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT pg_catalog.to_tsvector('pg_catalog.english'::regconfig, search_plain_text(name))
$$;--> statement-breakpoint
-- A generated column is not recomputed when its function changes: both are added again, with
-- their indexes (dropped with the columns).
ALTER TABLE "brands_directory" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (brands_directory_search_vector(name, categories, department, description)) STORED;--> statement-breakpoint
CREATE INDEX "brands_directory_search_vector_idx" ON "brands_directory" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "brands_directory" DROP COLUMN "name_vector";--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (brands_directory_name_vector(name)) STORED;--> statement-breakpoint
CREATE INDEX "brands_directory_name_vector_idx" ON "brands_directory" USING gin ("name_vector");
