CREATE TABLE "brands_directory_totals" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_directory_totals_single_row_ck" CHECK ("brands_directory_totals"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_word_deletions" (
	"deletion" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_deletions_deletion_word_pk" PRIMARY KEY("deletion","word")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP TABLE "brands_directory_version" CASCADE;--> statement-breakpoint
DROP TABLE "reseller_brand_versions" CASCADE;--> statement-breakpoint
DROP INDEX "brands_directory_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "brands_directory_search_vector_idx";--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (brands_directory_search_vector(name, categories, department, description)) STORED;--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(name, ''))) STORED;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brands_directory_name_vector_idx" ON "brands_directory" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "brands_directory_name_id_idx" ON "brands_directory" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "brands_directory_search_vector_idx" ON "brands_directory" USING gin ("search_vector");--> statement-breakpoint
-- hand-written:
-- Decision 017 supersedes 006 and 008: no cache is checked against change counters any more, so
-- the counters' triggers and functions go with their tables (dropped above).
DROP FUNCTION brands_directory_version_bump() CASCADE;--> statement-breakpoint
DROP FUNCTION reseller_brand_versions_bump() CASCADE;--> statement-breakpoint
-- Decision 017: the words of an entry: lower-cased runs of letters and digits, 1 to 32 long, from
-- the same fields the search vector reads.
CREATE OR REPLACE FUNCTION brands_directory_words(name text, categories text[], department text, description text)
RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT w FROM pg_catalog.regexp_split_to_table(pg_catalog.lower(
    coalesce(name, '') || ' ' || coalesce(pg_catalog.array_to_string(categories, ' '), '') || ' '
    || coalesce(department, '') || ' ' || coalesce(description, '')), '[^[:alnum:]]+') AS w
  WHERE pg_catalog.length(w) BETWEEN 1 AND 32
$$;--> statement-breakpoint
-- Adds the words not yet known, and the deletions (the word less one letter, at every position)
-- of each new word of four or more letters and no digits: the words a misspelling can be
-- corrected to. The one place both the trigger and the rebuild learn words through.
CREATE OR REPLACE FUNCTION search_words_add(found text[]) RETURNS void
LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM pg_catalog.unnest(found) AS w
    ON CONFLICT DO NOTHING
    RETURNING word
  )
  INSERT INTO search_word_deletions (deletion, word)
  SELECT DISTINCT pg_catalog.left(a.word, i - 1) || pg_catalog.substr(a.word, i + 1), a.word
  FROM added a, LATERAL pg_catalog.generate_series(1, pg_catalog.length(a.word)) AS i
  WHERE a.word ~ '^[[:alpha:]]{4,}$'
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- The words of the rows a statement inserted or updated.
CREATE OR REPLACE FUNCTION search_words_learn() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(
    SELECT DISTINCT w FROM new_rows n,
      LATERAL brands_directory_words(n.name, n.categories, n.department, n.description) AS w));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_directory_words_on_insert AFTER INSERT ON brands_directory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn();--> statement-breakpoint
CREATE TRIGGER brands_directory_words_on_update AFTER UPDATE ON brands_directory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn();--> statement-breakpoint
-- Every word of the directory and the active entries' count, as they stand (the migration's own
-- backfill, and loads that bypass triggers, such as the bench's generated data under
-- session_replication_role = replica).
CREATE OR REPLACE FUNCTION brand_search_rebuild() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO brands_directory_totals (id, active)
  SELECT 1, count(*) FROM brands_directory WHERE is_active
  ON CONFLICT (id) DO UPDATE SET active = excluded.active;
  SELECT search_words_add(ARRAY(
    SELECT DISTINCT w FROM brands_directory b,
      LATERAL brands_directory_words(b.name, b.categories, b.department, b.description) AS w));
$$;--> statement-breakpoint
SELECT brand_search_rebuild();
--> statement-breakpoint
-- The active entries' count (brands_directory_totals), moved by each statement's rows.
CREATE OR REPLACE FUNCTION brands_directory_count_active() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE brands_directory_totals SET active = 0 WHERE id = 1;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE is_active;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE is_active;
  END IF;
  IF delta <> 0 THEN
    UPDATE brands_directory_totals SET active = active + delta WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_directory_count_on_insert AFTER INSERT ON brands_directory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brands_directory_count_active();--> statement-breakpoint
CREATE TRIGGER brands_directory_count_on_update AFTER UPDATE ON brands_directory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brands_directory_count_active();--> statement-breakpoint
CREATE TRIGGER brands_directory_count_on_delete AFTER DELETE ON brands_directory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brands_directory_count_active();--> statement-breakpoint
CREATE TRIGGER brands_directory_count_on_truncate AFTER TRUNCATE ON brands_directory
  FOR EACH STATEMENT EXECUTE FUNCTION brands_directory_count_active();
