CREATE TABLE "brands_directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"cards" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_directory_version_single_row_ck" CHECK ("brands_directory_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "brands_directory_version" ("id", "version", "cards") VALUES (1, 0, 0);--> statement-breakpoint
-- Once per statement, not per row: a 100,000-row import bumps it once. The row lock it takes is
-- held to the writer's commit, so a reader never sees the new number before the new rows.
CREATE FUNCTION brands_directory_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'matches' THEN
    UPDATE brands_directory_version SET version = version + 1, cards = cards + 1 WHERE id = 1;
  ELSE
    UPDATE brands_directory_version SET cards = cards + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_directory_matches_bump
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, categories, department, description, is_active
ON brands_directory FOR EACH STATEMENT EXECUTE FUNCTION brands_directory_version_bump('matches');--> statement-breakpoint
CREATE TRIGGER brands_directory_cards_bump
AFTER UPDATE ON brands_directory FOR EACH STATEMENT EXECUTE FUNCTION brands_directory_version_bump('cards');--> statement-breakpoint
CREATE TRIGGER products_cards_bump
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF wholesale_price, approval_status, brand_id
ON products FOR EACH STATEMENT EXECUTE FUNCTION brands_directory_version_bump('cards');
