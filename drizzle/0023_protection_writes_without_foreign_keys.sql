ALTER TABLE "finding_evidence" DROP CONSTRAINT "finding_evidence_finding_id_protection_findings_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_offers" DROP CONSTRAINT "listing_offers_brand_id_brands_directory_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_offers" DROP CONSTRAINT "listing_offers_seller_id_marketplace_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_offers" DROP CONSTRAINT "listing_offers_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "protection_findings" DROP CONSTRAINT "protection_findings_brand_id_brands_directory_id_fk";
--> statement-breakpoint
ALTER TABLE "protection_findings" DROP CONSTRAINT "protection_findings_offer_id_listing_offers_id_fk";
--> statement-breakpoint
ALTER TABLE "protection_findings" DROP CONSTRAINT "protection_findings_reseller_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "protection_findings" DROP CONSTRAINT "protection_findings_product_id_products_id_fk";
--> statement-breakpoint
-- What the keys did, from the parents' side, once per statement (a user's deletion takes all its
-- products in one statement): decision 013.
CREATE OR REPLACE FUNCTION protection_parents_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands_directory' THEN
    DELETE FROM listing_offers f USING gone WHERE f.brand_id = gone.id;
  ELSIF TG_TABLE_NAME = 'marketplace_sellers' THEN
    DELETE FROM listing_offers f USING gone WHERE f.seller_id = gone.id;
  ELSIF TG_TABLE_NAME = 'listing_offers' THEN
    DELETE FROM protection_findings pf USING gone WHERE pf.offer_id = gone.id;
  ELSIF TG_TABLE_NAME = 'protection_findings' THEN
    DELETE FROM finding_evidence e USING gone WHERE e.finding_id = gone.id;
  ELSIF TG_TABLE_NAME = 'products' THEN
    UPDATE listing_offers f SET product_id = NULL, match_method = NULL
    FROM gone WHERE f.product_id = gone.id;
    UPDATE protection_findings pf SET product_id = NULL FROM gone WHERE pf.product_id = gone.id;
  ELSIF TG_TABLE_NAME = 'user' THEN
    UPDATE protection_findings pf SET reseller_id = NULL FROM gone WHERE pf.reseller_id = gone.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER protection_brand_deleted AFTER DELETE ON brands_directory
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION protection_parents_deleted();
--> statement-breakpoint
CREATE TRIGGER protection_seller_deleted AFTER DELETE ON marketplace_sellers
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION protection_parents_deleted();
--> statement-breakpoint
CREATE TRIGGER protection_offer_deleted AFTER DELETE ON listing_offers
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION protection_parents_deleted();
--> statement-breakpoint
CREATE TRIGGER protection_finding_deleted AFTER DELETE ON protection_findings
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION protection_parents_deleted();
--> statement-breakpoint
CREATE TRIGGER protection_product_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION protection_parents_deleted();
--> statement-breakpoint
CREATE TRIGGER protection_user_deleted AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION protection_parents_deleted();
