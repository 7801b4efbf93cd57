CREATE TABLE "brand_search_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_search_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "brands_directory_search_vector_idx";--> statement-breakpoint
DROP INDEX "brands_directory_name_vector_idx";--> statement-breakpoint
DROP INDEX "brands_directory_name_id_idx";--> statement-breakpoint
CREATE INDEX "brand_search_changes_xid_idx" ON "brand_search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "brand_search_changes_at_idx" ON "brand_search_changes" USING btree ("at");--> statement-breakpoint
-- hand-written:
-- Decision 018: the entries whose searchable fields a statement changed, for the servers'
-- in-memory search indexes. A statement touching over 1,000 entries (an import, a bulk edit)
-- leaves one row without an entry instead: every index then reads the directory again, which is
-- cheaper than applying the entries one by one.
CREATE OR REPLACE FUNCTION brand_search_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO brand_search_changes (brand_id) VALUES (NULL);
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT pg_catalog.array_agg(n.id) INTO changed FROM (SELECT id FROM new_rows LIMIT 1001) n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT pg_catalog.array_agg(o.id) INTO changed FROM (SELECT id FROM old_rows LIMIT 1001) o;
  ELSE
    SELECT pg_catalog.array_agg(c.id) INTO changed FROM (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.categories, n.department, n.description, n.is_active)
        IS DISTINCT FROM (o.name, o.categories, o.department, o.description, o.is_active)
      LIMIT 1001) c;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  ELSIF pg_catalog.cardinality(changed) > 1000 THEN
    INSERT INTO brand_search_changes (brand_id) VALUES (NULL);
  ELSE
    INSERT INTO brand_search_changes (brand_id) SELECT pg_catalog.unnest(changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brand_search_changed_on_insert AFTER INSERT ON brands_directory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_search_changed();--> statement-breakpoint
CREATE TRIGGER brand_search_changed_on_update AFTER UPDATE ON brands_directory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_search_changed();--> statement-breakpoint
CREATE TRIGGER brand_search_changed_on_delete AFTER DELETE ON brands_directory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_search_changed();--> statement-breakpoint
CREATE TRIGGER brand_search_changed_on_truncate AFTER TRUNCATE ON brands_directory
  FOR EACH STATEMENT EXECUTE FUNCTION brand_search_changed();--> statement-breakpoint
-- A load that bypassed the triggers (session_replication_role = replica) ends with this: the
-- indexes read the directory again too.
CREATE OR REPLACE FUNCTION brand_search_rebuild() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO brands_directory_totals (id, active)
  SELECT 1, count(*) FROM brands_directory WHERE is_active
  ON CONFLICT (id) DO UPDATE SET active = excluded.active;
  SELECT search_words_add(ARRAY(
    SELECT DISTINCT w FROM brands_directory b,
      LATERAL brands_directory_words(b.name, b.categories, b.department, b.description) AS w));
  INSERT INTO brand_search_changes (brand_id) VALUES (NULL);
$$;
