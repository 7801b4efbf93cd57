CREATE TYPE "public"."monitoring_connection_status" AS ENUM('active', 'failing', 'paused');--> statement-breakpoint
CREATE TYPE "public"."monitoring_coverage_status" AS ENUM('pending', 'ok', 'not_found', 'failing', 'over_budget');--> statement-breakpoint
CREATE TYPE "public"."monitoring_source" AS ENUM('amazon_sp_api', 'keepa_api', 'ebay_browse');--> statement-breakpoint
ALTER TYPE "public"."listing_source" ADD VALUE 'amazon_sp_api';--> statement-breakpoint
ALTER TYPE "public"."listing_source" ADD VALUE 'keepa_api';--> statement-breakpoint
ALTER TYPE "public"."listing_source" ADD VALUE 'ebay_browse';--> statement-breakpoint
CREATE TABLE "monitoring_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"source" "monitoring_source" NOT NULL,
	"credentials_sealed" text NOT NULL,
	"budget_key" text NOT NULL,
	"sites" text[] NOT NULL,
	"frequency_hours" integer NOT NULL,
	"extra_weekend" boolean DEFAULT true NOT NULL,
	"extra_evening" boolean DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"base_url" text,
	"status" "monitoring_connection_status" DEFAULT 'active' NOT NULL,
	"failure" text,
	"failing_since" timestamp with time zone,
	"failure_notified_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_coverage" (
	"connection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"site" text NOT NULL,
	"identifier" text,
	"period_start" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"offers_seen" integer,
	"status" "monitoring_coverage_status" DEFAULT 'pending' NOT NULL,
	"error" text,
	"request_id" text,
	CONSTRAINT "monitoring_coverage_pk" PRIMARY KEY("connection_id","product_id","site")
);
--> statement-breakpoint
CREATE TABLE "monitoring_rate_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"capacity" double precision NOT NULL,
	"refill_per_second" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "monitoring_connections" ADD CONSTRAINT "monitoring_connections_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_connections" ADD CONSTRAINT "monitoring_connections_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_coverage" ADD CONSTRAINT "monitoring_coverage_connection_id_monitoring_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."monitoring_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_coverage" ADD CONSTRAINT "monitoring_coverage_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_connections_brand_source_uq" ON "monitoring_connections" USING btree ("brand_id","source");--> statement-breakpoint
CREATE INDEX "monitoring_coverage_due_idx" ON "monitoring_coverage" USING btree ("connection_id","next_check_at");--> statement-breakpoint
CREATE INDEX "monitoring_coverage_product_idx" ON "monitoring_coverage" USING btree ("product_id");