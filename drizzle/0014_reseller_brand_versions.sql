CREATE TABLE "reseller_brand_versions" (
	"reseller_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "reseller_brand_versions" ("reseller_id", "version")
SELECT "reseller_id", 1 FROM "brand_applications"
UNION SELECT "reseller_id", 1 FROM "brand_reseller_allocations"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Once per statement, as drizzle/0013: a 500,000-row insert bumps each of its resellers once.
-- The row locks are taken in reseller order and held to the writer's commit, so a reader never
-- sees the new number before the new rows.
CREATE FUNCTION reseller_brand_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  resellers text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE reseller_brand_versions SET version = version + 1;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    resellers := ARRAY(SELECT reseller_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    resellers := ARRAY(SELECT reseller_id FROM old_rows);
  ELSE
    resellers := ARRAY(SELECT reseller_id FROM new_rows UNION ALL SELECT reseller_id FROM old_rows);
  END IF;
  INSERT INTO reseller_brand_versions AS v (reseller_id, version)
  SELECT DISTINCT r, 1 FROM unnest(resellers) AS r ORDER BY 1
  ON CONFLICT (reseller_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brand_applications_version_insert AFTER INSERT ON brand_applications
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_applications_version_update AFTER UPDATE ON brand_applications
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_applications_version_delete AFTER DELETE ON brand_applications
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_applications_version_truncate AFTER TRUNCATE ON brand_applications
FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_reseller_allocations_version_insert AFTER INSERT ON brand_reseller_allocations
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_reseller_allocations_version_update AFTER UPDATE ON brand_reseller_allocations
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_reseller_allocations_version_delete AFTER DELETE ON brand_reseller_allocations
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_reseller_allocations_version_truncate AFTER TRUNCATE ON brand_reseller_allocations
FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();
