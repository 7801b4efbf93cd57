CREATE TYPE "public"."dispute_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."enforcement_event" AS ENUM('notice', 'second_notice', 'order_hold', 'suspension', 'termination', 'marked_fixed', 'disputed', 'dispute_accepted', 'dispute_rejected', 'cured', 'hold_lifted');--> statement-breakpoint
CREATE TYPE "public"."enforcement_step" AS ENUM('notice', 'second_notice', 'order_hold', 'suspension', 'termination');--> statement-breakpoint
CREATE TYPE "public"."finding_kind" AS ENUM('map_violation', 'scope_violation', 'unauthorized_seller');--> statement-breakpoint
CREATE TYPE "public"."finding_status" AS ENUM('open', 'cured', 'withdrawn', 'superseded');--> statement-breakpoint
CREATE TYPE "public"."investigation_status" AS ENUM('open', 'investigating', 'source_identified', 'takedown_filed', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."listing_import_status" AS ENUM('running', 'complete', 'failed');--> statement-breakpoint
CREATE TYPE "public"."listing_source" AS ENUM('amazon_all_listings', 'keepa', 'walmart_items', 'walmart_buy_box', 'mapped', 'api');--> statement-breakpoint
CREATE TYPE "public"."product_match_method" AS ENUM('gtin', 'listing_id', 'sku', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."seller_match_method" AS ENUM('authorization', 'settings', 'storefront_group');--> statement-breakpoint
CREATE TYPE "public"."tolerance_kind" AS ENUM('amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."listing_verdict" AS ENUM('compliant', 'map_violation', 'scope_violation', 'unauthorized_seller', 'unmatched', 'no_map');--> statement-breakpoint
CREATE TABLE "brand_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_authorization_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_authorization_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"authorization_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"reseller_id" text NOT NULL,
	"status" "authorization_status" NOT NULL,
	"marketplaces" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enforcement_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enforcement_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"finding_id" uuid NOT NULL,
	"event" "enforcement_event" NOT NULL,
	"actor_user_id" text,
	"actor_label" text NOT NULL,
	"note" text,
	"deadline" timestamp with time zone,
	"attachment_key" text,
	"attachment_name" text,
	"message_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enforcement_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"ladder" jsonb NOT NULL,
	"templates" jsonb NOT NULL,
	"auto_first_notice" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finding_evidence" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finding_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"finding_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"verdict" "listing_verdict" NOT NULL,
	"advertised_price" numeric(12, 2) NOT NULL,
	"map_price" numeric(12, 2),
	"rule" text NOT NULL,
	"raw_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigation_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investigation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"investigation_id" uuid NOT NULL,
	"from_status" "investigation_status",
	"to_status" "investigation_status" NOT NULL,
	"note" text,
	"actor_user_id" text,
	"actor_label" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leak_investigations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"seller_group_id" bigint NOT NULL,
	"status" "investigation_status" DEFAULT 'open' NOT NULL,
	"source_reseller_id" text,
	"notes" text,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"source" "listing_source" NOT NULL,
	"label" text NOT NULL,
	"file_sha256" text,
	"file_bytes" bigint,
	"observed_at" timestamp with time zone NOT NULL,
	"context_marketplace" text,
	"context_seller_id" text,
	"context_seller_name" text,
	"mapping" jsonb,
	"status" "listing_import_status" DEFAULT 'running' NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" jsonb,
	"error" text,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_observations" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"brand_id" uuid NOT NULL,
	"external_id" text,
	"marketplace" text NOT NULL,
	"seller_id" text,
	"seller_name" text,
	"listing_id" text,
	"gtin" text,
	"sku" text,
	"title" text,
	"price" numeric(12, 2) NOT NULL,
	"shipping" numeric(12, 2),
	"quantity" integer,
	"condition" text,
	"observed_at" timestamp with time zone NOT NULL,
	"url" text,
	"raw" text NOT NULL,
	"raw_sha256" text NOT NULL,
	CONSTRAINT "listing_observations_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "listing_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"offer_key" bigint NOT NULL,
	"marketplace" text NOT NULL,
	"listing_key" text NOT NULL,
	"seller_id" bigint NOT NULL,
	"listing_id" text,
	"gtin" text,
	"sku" text,
	"title" text,
	"url" text,
	"product_id" uuid,
	"match_method" "product_match_method",
	"first_seen_at" timestamp with time zone NOT NULL,
	"latest_observed_at" timestamp with time zone NOT NULL,
	"latest_import_id" uuid NOT NULL,
	"latest_row_no" integer NOT NULL,
	"latest_price" numeric(12, 2) NOT NULL,
	"latest_shipping" numeric(12, 2),
	"latest_quantity" integer,
	"latest_verdict" "listing_verdict" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_product_links" (
	"brand_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"listing_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"method" "product_match_method" NOT NULL,
	"confirmed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_product_links_pk" PRIMARY KEY("brand_id","marketplace","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_source_mappings" (
	"brand_id" uuid NOT NULL,
	"source_name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"header" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_source_mappings_pk" PRIMARY KEY("brand_id","source_name")
);
--> statement-breakpoint
CREATE TABLE "map_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"shipping_counts" boolean DEFAULT false NOT NULL,
	"tolerance_kind" "tolerance_kind" DEFAULT 'amount' NOT NULL,
	"tolerance_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "map_policies_tolerance_ck" CHECK ("map_policies"."tolerance_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "map_policy_acknowledgements" (
	"policy_id" uuid NOT NULL,
	"reseller_id" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_policy_acknowledgements_pk" PRIMARY KEY("policy_id","reseller_id")
);
--> statement-breakpoint
CREATE TABLE "map_promotion_products" (
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"promo_map_price" numeric(12, 2),
	CONSTRAINT "map_promotion_products_pk" PRIMARY KEY("promotion_id","product_id"),
	CONSTRAINT "map_promotion_products_price_ck" CHECK ("map_promotion_products"."promo_map_price" is null or "map_promotion_products"."promo_map_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "map_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"percent_off" numeric(5, 2),
	"created_by" text,
	"announced_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_promotions_window_ck" CHECK ("map_promotions"."ends_at" > "map_promotions"."starts_at"),
	CONSTRAINT "map_promotions_percent_ck" CHECK ("map_promotions"."percent_off" is null or ("map_promotions"."percent_off" > 0 and "map_promotions"."percent_off" < 100))
);
--> statement-breakpoint
CREATE TABLE "marketplace_sellers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_sellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"seller_key" text NOT NULL,
	"seller_id" text,
	"name" text,
	"business_name" text,
	"business_address" text,
	"group_id" bigint,
	"reseller_id" text,
	"match_method" "seller_match_method",
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_map_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"map_price" numeric(12, 2),
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" text,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_map_prices_price_ck" CHECK ("product_map_prices"."map_price" is null or "product_map_prices"."map_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "protection_daily_products" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"marketplace" text NOT NULL,
	"verdict" "listing_verdict" NOT NULL,
	"observations" integer NOT NULL,
	"at_risk" numeric(14, 2) NOT NULL,
	"units" bigint NOT NULL,
	"product_id" uuid
);
--> statement-breakpoint
CREATE TABLE "protection_daily_sellers" (
	"brand_id" uuid NOT NULL,
	"day" date NOT NULL,
	"marketplace" text NOT NULL,
	"verdict" "listing_verdict" NOT NULL,
	"observations" integer NOT NULL,
	"at_risk" numeric(14, 2) NOT NULL,
	"units" bigint NOT NULL,
	"seller_group_id" bigint NOT NULL,
	"reseller_id" text
);
--> statement-breakpoint
CREATE TABLE "protection_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"offer_id" bigint NOT NULL,
	"kind" "finding_kind" NOT NULL,
	"status" "finding_status" DEFAULT 'open' NOT NULL,
	"reseller_id" text,
	"product_id" uuid,
	"marketplace" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_observed_at" timestamp with time zone NOT NULL,
	"advertised_price" numeric(12, 2) NOT NULL,
	"map_price" numeric(12, 2),
	"quantity" integer,
	"at_risk" numeric(12, 2) DEFAULT '0' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"step" "enforcement_step",
	"step_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"marked_fixed_at" timestamp with time zone,
	"dispute_status" "dispute_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_states" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"redetect_requested_at" timestamp with time zone,
	"redetect_started_at" timestamp with time zone,
	"redetect_finished_at" timestamp with time zone,
	"redetect_error" text,
	"last_run_ms" integer,
	"last_run_observations" integer
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_map_price_ck";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category" "product_category";--> statement-breakpoint
ALTER TABLE "brand_api_keys" ADD CONSTRAINT "brand_api_keys_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_api_keys" ADD CONSTRAINT "brand_api_keys_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_authorization_history" ADD CONSTRAINT "brand_authorization_history_authorization_id_brand_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."brand_authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_actions" ADD CONSTRAINT "enforcement_actions_finding_id_protection_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."protection_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_actions" ADD CONSTRAINT "enforcement_actions_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enforcement_settings" ADD CONSTRAINT "enforcement_settings_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finding_evidence" ADD CONSTRAINT "finding_evidence_finding_id_protection_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."protection_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_events" ADD CONSTRAINT "investigation_events_investigation_id_leak_investigations_id_fk" FOREIGN KEY ("investigation_id") REFERENCES "public"."leak_investigations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_events" ADD CONSTRAINT "investigation_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_investigations" ADD CONSTRAINT "leak_investigations_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_investigations" ADD CONSTRAINT "leak_investigations_source_reseller_id_user_id_fk" FOREIGN KEY ("source_reseller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_observations" ADD CONSTRAINT "listing_observations_import_id_listing_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_offers" ADD CONSTRAINT "listing_offers_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_offers" ADD CONSTRAINT "listing_offers_seller_id_marketplace_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."marketplace_sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_offers" ADD CONSTRAINT "listing_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_product_links" ADD CONSTRAINT "listing_product_links_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_product_links" ADD CONSTRAINT "listing_product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_product_links" ADD CONSTRAINT "listing_product_links_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_source_mappings" ADD CONSTRAINT "listing_source_mappings_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_policies" ADD CONSTRAINT "map_policies_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_policies" ADD CONSTRAINT "map_policies_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_policy_acknowledgements" ADD CONSTRAINT "map_policy_acknowledgements_policy_id_map_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."map_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_policy_acknowledgements" ADD CONSTRAINT "map_policy_acknowledgements_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_promotion_products" ADD CONSTRAINT "map_promotion_products_promotion_id_map_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."map_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_promotion_products" ADD CONSTRAINT "map_promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_promotions" ADD CONSTRAINT "map_promotions_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_promotions" ADD CONSTRAINT "map_promotions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_sellers" ADD CONSTRAINT "marketplace_sellers_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_sellers" ADD CONSTRAINT "marketplace_sellers_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_map_prices" ADD CONSTRAINT "product_map_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_map_prices" ADD CONSTRAINT "product_map_prices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_daily_products" ADD CONSTRAINT "protection_daily_products_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_daily_sellers" ADD CONSTRAINT "protection_daily_sellers_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_findings" ADD CONSTRAINT "protection_findings_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_findings" ADD CONSTRAINT "protection_findings_offer_id_listing_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."listing_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_findings" ADD CONSTRAINT "protection_findings_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_findings" ADD CONSTRAINT "protection_findings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_states" ADD CONSTRAINT "protection_states_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_api_keys_key_hash_uq" ON "brand_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "brand_api_keys_brand_id_idx" ON "brand_api_keys" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_authorization_history_brand_idx" ON "brand_authorization_history" USING btree ("brand_id","reseller_id");--> statement-breakpoint
CREATE INDEX "enforcement_actions_finding_id_idx" ON "enforcement_actions" USING btree ("finding_id","at");--> statement-breakpoint
CREATE INDEX "finding_evidence_finding_id_idx" ON "finding_evidence" USING btree ("finding_id","observed_at");--> statement-breakpoint
CREATE INDEX "investigation_events_investigation_id_idx" ON "investigation_events" USING btree ("investigation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "leak_investigations_brand_group_uq" ON "leak_investigations" USING btree ("brand_id","seller_group_id");--> statement-breakpoint
CREATE INDEX "leak_investigations_brand_status_idx" ON "leak_investigations" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "listing_imports_brand_id_started_at_idx" ON "listing_imports" USING btree ("brand_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_observations_external_id_uq" ON "listing_observations" USING btree ("brand_id","external_id") WHERE "listing_observations"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_offers_brand_offer_key_uq" ON "listing_offers" USING btree ("brand_id","offer_key");--> statement-breakpoint
CREATE INDEX "listing_offers_brand_product_idx" ON "listing_offers" USING btree ("brand_id","product_id");--> statement-breakpoint
CREATE INDEX "listing_offers_seller_id_idx" ON "listing_offers" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "listing_product_links_product_id_idx" ON "listing_product_links" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "map_policies_brand_version_uq" ON "map_policies" USING btree ("brand_id","version");--> statement-breakpoint
CREATE INDEX "map_policy_acknowledgements_reseller_id_idx" ON "map_policy_acknowledgements" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "map_promotion_products_product_id_idx" ON "map_promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "map_promotions_brand_id_starts_at_idx" ON "map_promotions" USING btree ("brand_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_sellers_brand_key_uq" ON "marketplace_sellers" USING btree ("brand_id","marketplace","seller_key");--> statement-breakpoint
CREATE INDEX "marketplace_sellers_group_id_idx" ON "marketplace_sellers" USING btree ("brand_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_map_prices_product_effective_uq" ON "product_map_prices" USING btree ("product_id","effective_from");--> statement-breakpoint
CREATE INDEX "protection_daily_products_brand_day_idx" ON "protection_daily_products" USING btree ("brand_id","day");--> statement-breakpoint
CREATE INDEX "protection_daily_sellers_brand_day_idx" ON "protection_daily_sellers" USING btree ("brand_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "protection_findings_open_offer_uq" ON "protection_findings" USING btree ("offer_id") WHERE "protection_findings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "protection_findings_brand_kind_status_idx" ON "protection_findings" USING btree ("brand_id","kind","status");--> statement-breakpoint
CREATE INDEX "protection_findings_reseller_status_idx" ON "protection_findings" USING btree ("reseller_id","status") WHERE "protection_findings"."reseller_id" is not null;--> statement-breakpoint
CREATE INDEX "protection_states_due_idx" ON "protection_states" USING btree ("redetect_requested_at") WHERE "protection_states"."redetect_requested_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_id_gtin_uq" ON "products" USING btree ("brand_id","gtin") WHERE "products"."gtin" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gtin_ck" CHECK ("products"."gtin" is null or "products"."gtin" ~ '^[0-9]{14}$');--> statement-breakpoint
-- Issue 14: a product's MAP becomes versioned. Each MAP set so far holds from the product's creation.
INSERT INTO product_map_prices (product_id, map_price, effective_from)
SELECT id, map_price, created_at FROM products WHERE map_price IS NOT NULL;--> statement-breakpoint
-- The MAP of a product in force at a time (before promotions), and with the promotions running
-- then (the lowest wins). Simple SQL functions: the screens call them for a page of products;
-- detection joins the tables itself (modules/protection/judge-observations.ts).
CREATE FUNCTION product_map_price_at(product uuid, at timestamptz)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT map_price FROM product_map_prices
  WHERE product_id = product AND effective_from <= at
  ORDER BY effective_from DESC LIMIT 1
$$;--> statement-breakpoint
CREATE FUNCTION product_effective_map_at(product uuid, at timestamptz)
RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT least(base, (
    SELECT min(coalesce(pp.promo_map_price, round(base * (100 - pr.percent_off) / 100, 2)))
    FROM map_promotion_products pp JOIN map_promotions pr ON pr.id = pp.promotion_id
    WHERE pp.product_id = product AND pr.cancelled_at IS NULL
      AND pr.starts_at <= at AND pr.ends_at > at
  ))
  FROM (SELECT product_map_price_at(product, at) AS base) b
  WHERE base IS NOT NULL
$$;--> statement-breakpoint
-- Every state of an authorization, so that an observation is judged by the authorization as it
-- stood then, whoever changed it (the brand, an admin, a migration, plain SQL). The first state
-- holds from -infinity: before the record existed its term (starts_at) decides.
CREATE FUNCTION brand_authorization_history_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.marketplaces = OLD.marketplaces
    AND NEW.starts_at = OLD.starts_at AND NEW.ends_at IS NOT DISTINCT FROM OLD.ends_at THEN
    RETURN NEW;
  END IF;
  UPDATE brand_authorization_history SET valid_to = now()
  WHERE authorization_id = NEW.id AND valid_to IS NULL;
  INSERT INTO brand_authorization_history
    (authorization_id, brand_id, reseller_id, status, marketplaces, starts_at, ends_at, valid_from)
  VALUES (NEW.id, NEW.brand_id, NEW.reseller_id, NEW.status,
    ARRAY(SELECT m->>'marketplace' FROM jsonb_array_elements(NEW.marketplaces) m),
    NEW.starts_at, NEW.ends_at,
    CASE WHEN TG_OP = 'INSERT' THEN '-infinity'::timestamptz ELSE now() END);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER brand_authorizations_history AFTER INSERT OR UPDATE ON brand_authorizations
FOR EACH ROW EXECUTE FUNCTION brand_authorization_history_write();--> statement-breakpoint
INSERT INTO brand_authorization_history
  (authorization_id, brand_id, reseller_id, status, marketplaces, starts_at, ends_at, valid_from)
SELECT id, brand_id, reseller_id, status,
  ARRAY(SELECT m->>'marketplace' FROM jsonb_array_elements(marketplaces) m),
  starts_at, ends_at, '-infinity'::timestamptz
FROM brand_authorizations;--> statement-breakpoint
-- The observations of complete imports: the only way readers reach them, so that an import that
-- was interrupted (its rows are written in chunks before its final transaction) shows nothing.
CREATE VIEW committed_listing_observations AS
SELECT o.* FROM listing_observations o
JOIN listing_imports i ON i.id = o.import_id AND i.status = 'complete';
--> statement-breakpoint
-- An offer's identity: one seller's listing of one item on one marketplace. Sources give a
-- seller id, or only a name; an item by its listing id (ASIN, item id), else GTIN, else SKU.
-- The same rule for every reader, computed from an observation's columns (they are not stored
-- with it: a million-row file is written with COPY and every stored column costs).
CREATE FUNCTION listing_seller_key(seller_id text, seller_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(btrim(seller_id), ''), 'name:' || nullif(lower(btrim(seller_name)), ''), 'unknown')
$$;--> statement-breakpoint
CREATE FUNCTION listing_key(listing_id text, gtin text, sku text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce('id:' || nullif(upper(btrim(listing_id)), ''), 'gtin:' || gtin, 'sku:' || sku, 'none')
$$;--> statement-breakpoint
CREATE FUNCTION listing_offer_key(marketplace text, seller_key text, listing_key text)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT hashtextextended(marketplace || chr(1) || seller_key || chr(1) || listing_key, 0)
$$;
--> statement-breakpoint
-- A change that alters how a brand's observations are judged asks for a re-detection of that
-- brand (modules/protection/redetect-worker.ts), whoever made it: the brand, an admin, an import
-- of catalogs, plain SQL. Only brands with listings are asked for.
CREATE FUNCTION request_protection_redetect(brand uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO protection_states (brand_id, redetect_requested_at)
  SELECT brand, now()
  WHERE brand IS NOT NULL
    AND EXISTS (SELECT 1 FROM listing_imports WHERE brand_id = brand AND status = 'complete')
  ON CONFLICT (brand_id) DO UPDATE SET redetect_requested_at = now()
$$;--> statement-breakpoint
CREATE FUNCTION protection_redetect_for_product() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE owner text;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    owner := CASE WHEN TG_OP = 'DELETE' THEN OLD.brand_id ELSE NEW.brand_id END;
  ELSE
    SELECT p.brand_id INTO owner FROM products p
    WHERE p.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  END IF;
  PERFORM request_protection_redetect(d.id) FROM brands_directory d WHERE d.owner_user_id = owner;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_protection_redetect
AFTER INSERT OR DELETE OR UPDATE OF gtin, sku, category ON products
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_product();--> statement-breakpoint
CREATE TRIGGER product_map_prices_protection_redetect
AFTER INSERT OR UPDATE OR DELETE ON product_map_prices
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_product();--> statement-breakpoint
CREATE FUNCTION protection_redetect_for_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'map_promotion_products' THEN
    PERFORM request_protection_redetect(pr.brand_id) FROM map_promotions pr
    WHERE pr.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.promotion_id ELSE NEW.promotion_id END;
  ELSE
    PERFORM request_protection_redetect(CASE WHEN TG_OP = 'DELETE' THEN OLD.brand_id ELSE NEW.brand_id END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER map_promotions_protection_redetect
AFTER INSERT OR UPDATE OR DELETE ON map_promotions
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_brand();--> statement-breakpoint
CREATE TRIGGER map_promotion_products_protection_redetect
AFTER INSERT OR UPDATE OR DELETE ON map_promotion_products
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_brand();--> statement-breakpoint
CREATE TRIGGER map_policies_protection_redetect
AFTER INSERT OR UPDATE OR DELETE ON map_policies
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_brand();--> statement-breakpoint
CREATE TRIGGER listing_product_links_protection_redetect
AFTER INSERT OR UPDATE OR DELETE ON listing_product_links
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_brand();--> statement-breakpoint
CREATE TRIGGER brand_authorizations_protection_redetect
AFTER INSERT OR DELETE OR UPDATE OF status, marketplaces, starts_at, ends_at ON brand_authorizations
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_brand();--> statement-breakpoint
-- A reseller's seller ids decide which storefronts are theirs, at every brand that saw them.
CREATE FUNCTION protection_redetect_for_seller_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM request_protection_redetect(b.brand_id) FROM (
    SELECT DISTINCT s.brand_id FROM marketplace_sellers s
    WHERE upper(s.seller_id) IN (upper(OLD.amazon_seller_id), upper(OLD.walmart_seller_id),
      upper(OLD.ebay_seller_id), upper(NEW.amazon_seller_id), upper(NEW.walmart_seller_id),
      upper(NEW.ebay_seller_id))
  ) b;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reseller_applications_protection_redetect
AFTER UPDATE OF amazon_seller_id, walmart_seller_id, ebay_seller_id ON reseller_applications
FOR EACH ROW EXECUTE FUNCTION protection_redetect_for_seller_ids();
