ALTER TYPE "public"."listing_verdict" ADD VALUE 'seller_unknown';--> statement-breakpoint
-- Brands that have observations naming no seller are judged again, so that findings and leak
-- investigations opened against the shared "unknown" storefront close.
UPDATE "protection_states" ps SET "redetect_requested_at" = now()
FROM (SELECT DISTINCT brand_id FROM "marketplace_sellers" WHERE seller_key = 'unknown') s
WHERE ps.brand_id = s.brand_id;
