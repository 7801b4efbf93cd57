-- A listings file is imported once per brand (run-file-import.ts): the unique index below refuses
-- a second import of the same file (its SHA-256) while one runs or after one completed; a failed
-- import holds nothing. Before it, the same file could be imported twice (at once, or again
-- later): those later copies keep their rows and summaries, and give up the file's hash, so that
-- the earliest import of each file holds it.
UPDATE "listing_imports" SET "file_sha256" = NULL
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "brand_id", "file_sha256"
      ORDER BY ("status" = 'complete') DESC, "started_at", "id"
    ) AS "n"
    FROM "listing_imports"
    WHERE "file_sha256" IS NOT NULL AND "status" IN ('running', 'complete')
  ) "ranked"
  WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_imports_brand_file_sha256_uq" ON "listing_imports" USING btree ("brand_id","file_sha256") WHERE "listing_imports"."file_sha256" is not null and "listing_imports"."status" in ('running', 'complete');--> statement-breakpoint
-- The observations of a time span (an import's duplicates are among the brand's observations of
-- its own span, dedupe-observations.ts): a BRIN index: a few pages, far cheaper for COPY to keep than a B-tree.
CREATE INDEX "listing_observations_observed_at_brin" ON "listing_observations" USING brin ("observed_at");
