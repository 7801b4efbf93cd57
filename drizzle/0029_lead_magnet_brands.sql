CREATE TABLE "lead_magnet_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"category" text,
	"note" text,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_magnet_brands" ADD CONSTRAINT "lead_magnet_brands_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnet_brands_name_lower_idx" ON "lead_magnet_brands" USING btree (lower("name"));--> statement-breakpoint
-- hand-written:
-- Issue 16: the list the lead magnet mailed until now (the active directory entries flagged
-- Amazon auto-ungated) becomes the list's first entries.
INSERT INTO "lead_magnet_brands" ("name", "url", "category")
SELECT DISTINCT ON (lower(d."name")) d."name",
  CASE WHEN d."website_url" ~* '^https?://' THEN d."website_url" END,
  COALESCE(d."categories"[1], d."department")
FROM "brands_directory" d
WHERE d."is_active" AND d."amazon_auto_ungated"
ORDER BY lower(d."name"), d."created_at"
ON CONFLICT DO NOTHING;
