DROP INDEX "protection_findings_brand_kind_status_idx";--> statement-breakpoint
ALTER TABLE "listing_observations" ADD COLUMN "offer_key" bigint GENERATED ALWAYS AS (listing_offer_key(marketplace, listing_seller_key(seller_id, seller_name), listing_key(listing_id, gtin, sku))) STORED;--> statement-breakpoint
CREATE INDEX "protection_findings_offer_id_idx" ON "protection_findings" USING btree ("offer_id","kind","last_observed_at");--> statement-breakpoint
CREATE INDEX "protection_findings_brand_kind_status_idx" ON "protection_findings" USING btree ("brand_id","kind","status","at_risk" DESC NULLS FIRST,"last_observed_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- A link learned from a GTIN match during detection is matched there and then (detect.ts); only
-- a brand's confirmation, or a link removed, asks for a re-detection.
DROP TRIGGER listing_product_links_protection_redetect ON listing_product_links;--> statement-breakpoint
CREATE TRIGGER listing_product_links_protection_redetect
AFTER INSERT OR UPDATE ON listing_product_links
FOR EACH ROW WHEN (NEW.method = 'confirmed') EXECUTE FUNCTION protection_redetect_for_brand();--> statement-breakpoint
CREATE TRIGGER listing_product_links_protection_redetect_delete
AFTER DELETE ON listing_product_links
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_brand();
