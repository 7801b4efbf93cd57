-- The candidate sources of an unknown seller read its offers by storefront: each offer's product,
-- first sighting and units from the index alone (drizzle's index builder has no INCLUDE, so the
-- schema keeps the plain index of the same name).
DROP INDEX IF EXISTS "listing_offers_seller_id_idx";--> statement-breakpoint
CREATE INDEX "listing_offers_seller_id_idx" ON "listing_offers" USING btree ("seller_id") INCLUDE ("product_id", "first_seen_at", "latest_quantity");
