-- Available Brands reads every application and authorization of the reseller on each page
-- (reseller-brands/list-reseller-brands.ts), 100 or so: from these indexes alone, instead of a
-- heap page for each row (they lie scattered, written over months between other resellers').
-- The reasons stay out, being up to 1,000 characters, more than an index entry may hold: the
-- page's cards read the few they show. drizzle's index builder has no INCLUDE, so the schema
-- keeps the plain indexes of the same names (schema/brands.ts).
DROP INDEX IF EXISTS "brand_applications_reseller_brand_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "brand_applications_reseller_brand_uq" ON "brand_applications" USING btree ("reseller_id","brand_id") INCLUDE ("id","status","follow_up_count","created_at","last_follow_up_at","info_requested_at");--> statement-breakpoint
DROP INDEX IF EXISTS "brand_authorizations_reseller_id_idx";--> statement-breakpoint
CREATE INDEX "brand_authorizations_reseller_id_idx" ON "brand_authorizations" USING btree ("reseller_id") INCLUDE ("brand_id","status","marketplaces","starts_at","ends_at","status_changed_at");
