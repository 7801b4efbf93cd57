ALTER TYPE "public"."listing_verdict" ADD VALUE 'not_judged';--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_ck" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_currency_ck" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
DROP INDEX "product_map_prices_product_effective_uq";--> statement-breakpoint
-- Rows stored before currencies were read were all judged as USD: they stay USD. A default
-- added and dropped is a catalog change only (no rewrite of a million-row table).
ALTER TABLE "finding_evidence" ADD COLUMN "currency" text DEFAULT 'USD';--> statement-breakpoint
ALTER TABLE "finding_evidence" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
-- Rows stored before currencies were read were all judged as USD: they stay USD. A default
-- added and dropped is a catalog change only (no rewrite of a million-row table).
ALTER TABLE "listing_observations" ADD COLUMN "currency" text DEFAULT 'USD';--> statement-breakpoint
ALTER TABLE "listing_observations" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "listing_observations" ADD COLUMN "coupon_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_observations" ADD COLUMN "coupon_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "listing_observations" ADD COLUMN "subscribe_save_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "listing_observations" ADD COLUMN "business_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_observations" ADD COLUMN "price_in_cart" boolean;--> statement-breakpoint
-- Rows stored before currencies were read were all judged as USD: they stay USD. A default
-- added and dropped is a catalog change only (no rewrite of a million-row table).
ALTER TABLE "listing_offers" ADD COLUMN "latest_currency" text DEFAULT 'USD';--> statement-breakpoint
ALTER TABLE "listing_offers" ALTER COLUMN "latest_currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "listing_offers" ADD COLUMN "latest_coupon_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_offers" ADD COLUMN "latest_coupon_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "listing_offers" ADD COLUMN "latest_subscribe_save_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "listing_offers" ADD COLUMN "latest_business_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_offers" ADD COLUMN "latest_price_in_cart" boolean;--> statement-breakpoint
ALTER TABLE "map_policies" ADD COLUMN "coupons_count" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "map_policies" ADD COLUMN "subscribe_save_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "map_policies" ADD COLUMN "business_price_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "map_policies" ADD COLUMN "cart_price_counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_map_prices" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- Rows stored before currencies were read were all judged as USD: they stay USD. A default
-- added and dropped is a catalog change only (no rewrite of a million-row table).
ALTER TABLE "protection_findings" ADD COLUMN "currency" text DEFAULT 'USD';--> statement-breakpoint
ALTER TABLE "protection_findings" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_brand_currency_effective_uq" ON "exchange_rates" USING btree ("brand_id","currency","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "product_map_prices_product_currency_effective_uq" ON "product_map_prices" USING btree ("product_id","currency","effective_from");--> statement-breakpoint
ALTER TABLE "product_map_prices" ADD CONSTRAINT "product_map_prices_currency_ck" CHECK ("product_map_prices"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- The MAP functions (drizzle/0018) read the MAP in MAP_CURRENCY: a product now has a MAP per
-- currency, and the screens and order checks that call them speak of the brand's MAP.
CREATE OR REPLACE FUNCTION product_map_price_at(product uuid, at timestamptz)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT map_price FROM product_map_prices
  WHERE product_id = product AND currency = 'USD' AND effective_from <= at
  ORDER BY effective_from DESC LIMIT 1
$$;--> statement-breakpoint
-- A brand's exchange rates decide how its foreign-currency observations are judged.
CREATE TRIGGER exchange_rates_protection_redetect
AFTER INSERT OR UPDATE OR DELETE ON exchange_rates
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_brand();
