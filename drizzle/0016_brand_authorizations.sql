CREATE TYPE "public"."authorization_source" AS ENUM('brand', 'admin');--> statement-breakpoint
CREATE TYPE "public"."authorization_status" AS ENUM('active', 'suspended', 'revoked', 'expired');--> statement-breakpoint
CREATE TABLE "authorization_letters" (
	"id" text PRIMARY KEY NOT NULL,
	"authorization_id" uuid NOT NULL,
	"authorization_version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"reseller_id" text NOT NULL,
	"status" "authorization_status" DEFAULT 'active' NOT NULL,
	"marketplaces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"granted_by" "authorization_source" NOT NULL,
	"granted_by_user_id" text,
	"brand_application_id" uuid,
	"status_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_authorizations_term_ck" CHECK ("brand_authorizations"."ends_at" is null or "brand_authorizations"."ends_at" > "brand_authorizations"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "brand_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD COLUMN "decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD COLUMN "info_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "opening_order_minimum" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "reorder_minimum" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "decided_applications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "approved_applications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "decision_hours_total" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "authorization_letters" ADD CONSTRAINT "authorization_letters_authorization_id_brand_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."brand_authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_authorizations" ADD CONSTRAINT "brand_authorizations_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_authorizations" ADD CONSTRAINT "brand_authorizations_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_authorizations" ADD CONSTRAINT "brand_authorizations_granted_by_user_id_user_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_authorizations" ADD CONSTRAINT "brand_authorizations_brand_application_id_brand_applications_id_fk" FOREIGN KEY ("brand_application_id") REFERENCES "public"."brand_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_letters_authorization_id_idx" ON "authorization_letters" USING btree ("authorization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_authorizations_brand_reseller_uq" ON "brand_authorizations" USING btree ("brand_id","reseller_id");--> statement-breakpoint
CREATE INDEX "brand_authorizations_reseller_id_idx" ON "brand_authorizations" USING btree ("reseller_id");--> statement-breakpoint
ALTER TABLE "brand_applications" ADD CONSTRAINT "brand_applications_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands_directory" ADD CONSTRAINT "brands_directory_order_minimums_ck" CHECK (("brands_directory"."opening_order_minimum" is null or "brands_directory"."opening_order_minimum" >= 0) and ("brands_directory"."reorder_minimum" is null or "brands_directory"."reorder_minimum" >= 0));--> statement-breakpoint
-- Whether an authorization gives rights now: active, started, not ended. Every reader asks this
-- (raw SQL and Drizzle alike: src/server/modules/authorizations/in-force.ts); a simple SQL
-- function, which the planner inlines.
CREATE FUNCTION brand_authorization_in_force(status authorization_status, starts_at timestamptz, ends_at timestamptz)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT status = 'active' AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())
$$;--> statement-breakpoint
-- Every pair that was authorized either way (an admin's allocation, a brand application marked
-- approved) becomes one active authorization, from the earliest of the two, granted by an admin
-- when an allocation was among them. It covers the marketplaces the reseller gave seller ids for
-- in their newest reseller application. Nobody gains or loses an authorization
-- (src/server/db/migrations/0016.api.test.ts).
WITH seller AS (
  SELECT DISTINCT ON (user_id) user_id, amazon_seller_id, walmart_seller_id, ebay_seller_id
  FROM reseller_applications
  WHERE user_id IS NOT NULL
  ORDER BY user_id, created_at DESC
), granted AS (
  SELECT brand_id, reseller_id, allocated_at AS at, 'admin' AS source, NULL::uuid AS application_id
  FROM brand_reseller_allocations
  UNION ALL
  SELECT brand_id, reseller_id, updated_at, 'brand', id
  FROM brand_applications
  WHERE status = 'approved'
), pairs AS (
  SELECT brand_id, reseller_id, min(at) AS since, bool_or(source = 'admin') AS by_admin,
    (array_agg(application_id) FILTER (WHERE application_id IS NOT NULL))[1] AS application_id
  FROM granted
  GROUP BY brand_id, reseller_id
)
INSERT INTO brand_authorizations
  (brand_id, reseller_id, status, marketplaces, starts_at, granted_by, brand_application_id,
   status_changed_at, created_at, updated_at)
SELECT p.brand_id, p.reseller_id, 'active',
  coalesce((
    SELECT jsonb_agg(jsonb_build_object('marketplace', v.marketplace, 'sellerId', v.seller_id) ORDER BY v.ord)
    FROM (VALUES (1, 'amazon', s.amazon_seller_id), (2, 'walmart', s.walmart_seller_id), (3, 'ebay', s.ebay_seller_id))
      AS v(ord, marketplace, seller_id)
    WHERE coalesce(btrim(v.seller_id), '') <> ''
  ), '[]'::jsonb),
  least(p.since, now()),
  (CASE WHEN p.by_admin THEN 'admin' ELSE 'brand' END)::authorization_source,
  p.application_id, p.since, p.since, p.since
FROM pairs p
LEFT JOIN seller s ON s.user_id = p.reseller_id;--> statement-breakpoint
-- Decisions already recorded keep their time as the decision time.
UPDATE brand_applications SET decided_at = updated_at WHERE status IN ('approved', 'rejected');--> statement-breakpoint
-- A pending application of a reseller who is authorized anyway (an admin allocated the brand)
-- is decided: approved. Before, the card said "Pending · Allocated" and the brand's dashboard
-- listed the reseller both as authorized and as an applicant.
UPDATE brand_applications a
SET status = 'approved', decided_at = now(), updated_at = now()
FROM brand_authorizations z
WHERE a.status = 'pending' AND z.brand_id = a.brand_id AND z.reseller_id = a.reseller_id;--> statement-breakpoint
UPDATE brand_authorizations z
SET brand_application_id = a.id
FROM brand_applications a
WHERE z.brand_application_id IS NULL AND a.brand_id = z.brand_id AND a.reseller_id = z.reseller_id;--> statement-breakpoint
-- Available Brands keeps each reseller's authorizations in memory against this counter, as it
-- does their applications (drizzle/0014, decision 008).
CREATE TRIGGER brand_authorizations_version_insert AFTER INSERT ON brand_authorizations
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_authorizations_version_update AFTER UPDATE ON brand_authorizations
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_authorizations_version_delete AFTER DELETE ON brand_authorizations
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();--> statement-breakpoint
CREATE TRIGGER brand_authorizations_version_truncate AFTER TRUNCATE ON brand_authorizations
FOR EACH STATEMENT EXECUTE FUNCTION reseller_brand_versions_bump();
