ALTER TABLE "protection_findings" ADD COLUMN "seller_group_id" bigint;--> statement-breakpoint
CREATE INDEX "protection_findings_open_unauthorized_group_idx" ON "protection_findings" USING btree ("brand_id","seller_group_id") WHERE "protection_findings"."kind" = 'unauthorized_seller' and "protection_findings"."status" = 'open';--> statement-breakpoint
UPDATE protection_findings pf SET seller_group_id = s.group_id
FROM listing_offers f JOIN marketplace_sellers s ON s.id = f.seller_id
WHERE pf.offer_id = f.id;
