CREATE TYPE "public"."application_review_status" AS ENUM('submitted', 'document_pending', 'document_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."brand_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."business_type" AS ENUM('individual', 'corporation', 'partnership', 'llc', 'other');--> statement-breakpoint
CREATE TYPE "public"."catalog_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."email_log_status" AS ENUM('processed', 'failed', 'pending');--> statement-breakpoint
CREATE TYPE "public"."email_log_type" AS ENUM('webhook_success', 'webhook_failure', 'manual_import');--> statement-breakpoint
CREATE TYPE "public"."inquiry_kind" AS ENUM('contact', 'brand_inquiry', 'reseller_application');--> statement-breakpoint
CREATE TYPE "public"."magnet_type" AS ENUM('amazon_ungated_brands');--> statement-breakpoint
CREATE TYPE "public"."marketplaces" AS ENUM('amazon', 'walmart', 'ebay', 'amazon_walmart', 'amazon_ebay', 'walmart_ebay', 'all', 'other');--> statement-breakpoint
CREATE TYPE "public"."message_source" AS ENUM('internal', 'email_inbound', 'email');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'processing', 'shipped', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'paid', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."product_approval_status" AS ENUM('approved', 'pending', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('electronics', 'beauty', 'home_goods', 'fashion', 'toys', 'sports', 'automotive', 'health', 'grocery', 'books', 'other');--> statement-breakpoint
CREATE TYPE "public"."reseller_application_status" AS ENUM('pending', 'pending_approval', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."sales_volume" AS ENUM('under_10k', '10k_50k', '50k_100k', '100k_500k', '500k_1m', 'over_1m');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('free', 'basic', 'premium', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'brand', 'reseller');--> statement-breakpoint
CREATE TYPE "public"."wholesale_budget" AS ENUM('under_5k', '5k_10k', '10k_25k', '25k_50k', '50k_100k', '100k_500k', 'over_100k');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"user_role" text DEFAULT 'reseller' NOT NULL,
	"full_name" text,
	"company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_engagement_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_email" text NOT NULL,
	"brand_signed_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_engagement_emails_lower_ck" CHECK ("brand_engagement_emails"."brand_email" = lower("brand_engagement_emails"."brand_email"))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text,
	"text" text,
	"status" text NOT NULL,
	"error" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_role" "user_role" DEFAULT 'reseller' NOT NULL,
	"full_name" text,
	"company_name" text,
	"bio" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"status" "reseller_application_status" DEFAULT 'pending' NOT NULL,
	"password_sent_at" timestamp with time zone,
	"password_reset_count" integer DEFAULT 0 NOT NULL,
	"phone" text,
	"linkedin" text,
	"business_type" "business_type",
	"ein_number" text,
	"amazon_seller_id" text,
	"walmart_seller_id" text,
	"ebay_seller_id" text,
	"sales_volume" "sales_volume",
	"wholesale_budget" "wholesale_budget" DEFAULT 'under_5k' NOT NULL,
	"feedback_score" text,
	"product_categories" "product_category"[] DEFAULT '{}' NOT NULL,
	"document_path" text,
	"document_verified" boolean,
	"document_notes" text,
	"application_status" "application_review_status",
	"application_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"email_thread_id" text,
	"application_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "brand_application_status" DEFAULT 'pending' NOT NULL,
	"follow_up_count" integer DEFAULT 0 NOT NULL,
	"last_follow_up_at" timestamp with time zone,
	"response_expected_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_applications_follow_up_count_ck" CHECK ("brand_applications"."follow_up_count" >= 0 and "brand_applications"."follow_up_count" <= 3)
);
--> statement-breakpoint
CREATE TABLE "brand_reseller_allocations" (
	"brand_id" uuid NOT NULL,
	"reseller_id" text NOT NULL,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_reseller_allocations_pk" PRIMARY KEY("brand_id","reseller_id")
);
--> statement-breakpoint
CREATE TABLE "brands_directory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website_url" text,
	"description" text,
	"contact_email" text NOT NULL,
	"logo_url" text,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"approval_rate" numeric(5, 2),
	"response_time" numeric(8, 2),
	"department" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_directory_approval_rate_ck" CHECK ("brands_directory"."approval_rate" is null or ("brands_directory"."approval_rate" >= 0 and "brands_directory"."approval_rate" <= 100)),
	CONSTRAINT "brands_directory_response_time_ck" CHECK ("brands_directory"."response_time" is null or "brands_directory"."response_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_reseller_access" (
	"upload_id" uuid NOT NULL,
	"reseller_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" text,
	CONSTRAINT "catalog_reseller_access_pk" PRIMARY KEY("upload_id","reseller_id")
);
--> statement-breakpoint
CREATE TABLE "product_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand_id" text NOT NULL,
	"file_url" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" "catalog_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_uploads_size_bytes_ck" CHECK ("product_uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sku" text,
	"price" numeric(12, 2) NOT NULL,
	"wholesale_price" numeric(12, 2) NOT NULL,
	"map_price" numeric(12, 2),
	"case_pack" integer,
	"min_order_qty" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"approval_status" "product_approval_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_ck" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_wholesale_price_ck" CHECK ("products"."wholesale_price" >= 0),
	CONSTRAINT "products_map_price_ck" CHECK ("products"."map_price" is null or "products"."map_price" >= 0),
	CONSTRAINT "products_case_pack_ck" CHECK ("products"."case_pack" is null or "products"."case_pack" > 0),
	CONSTRAINT "products_min_order_qty_ck" CHECK ("products"."min_order_qty" is null or "products"."min_order_qty" > 0),
	CONSTRAINT "products_stock_ck" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"sku" text,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_unit_price_ck" CHECK ("order_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"reseller_id" text NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_amount_ck" CHECK ("orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_routing_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_email" text NOT NULL,
	"recipient_email" text NOT NULL,
	"subject" text,
	"thread_id" text,
	"status" "email_log_status" DEFAULT 'pending' NOT NULL,
	"email_type" "email_log_type" NOT NULL,
	"content_preview" text,
	"full_content" text,
	"error_message" text,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text,
	"recipient_id" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"message_source" "message_source" DEFAULT 'internal' NOT NULL,
	"brand_application_id" uuid,
	"email_thread_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"tier" "subscription_tier" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" "payment_status" DEFAULT 'created' NOT NULL,
	"billing_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payments_amount_cents_ck" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_currency_ck" CHECK ("payments"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"subscription_tier" "subscription_tier" DEFAULT 'free' NOT NULL,
	"brand_application_limit" integer DEFAULT 999999 NOT NULL,
	"subscription_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_brand_application_limit_ck" CHECK ("subscribers"."brand_application_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "inquiry_kind" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"marketplaces" "marketplaces",
	"amazon_link" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"payload" jsonb,
	"mail_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_magnets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT 'Lead Magnet Subscriber' NOT NULL,
	"email" text NOT NULL,
	"magnet_type" "magnet_type" DEFAULT 'amazon_ungated_brands' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"path" text,
	"value" double precision,
	"props" jsonb,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"new_reseller_applications" boolean DEFAULT true NOT NULL,
	"new_orders" boolean DEFAULT true NOT NULL,
	"inventory_alerts" boolean DEFAULT true NOT NULL,
	"map_violations" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_applications" ADD CONSTRAINT "reseller_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD CONSTRAINT "brand_applications_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_applications" ADD CONSTRAINT "brand_applications_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_reseller_allocations" ADD CONSTRAINT "brand_reseller_allocations_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_reseller_allocations" ADD CONSTRAINT "brand_reseller_allocations_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands_directory" ADD CONSTRAINT "brands_directory_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reseller_access" ADD CONSTRAINT "catalog_reseller_access_upload_id_product_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."product_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reseller_access" ADD CONSTRAINT "catalog_reseller_access_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reseller_access" ADD CONSTRAINT "catalog_reseller_access_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_uploads" ADD CONSTRAINT "product_uploads_brand_id_user_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_user_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_user_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_brand_application_id_brand_applications_id_fk" FOREIGN KEY ("brand_application_id") REFERENCES "public"."brand_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_lower_uq" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "brand_engagement_emails_brand_email_idx" ON "brand_engagement_emails" USING btree ("brand_email");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_lower_uq" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_user_role_idx" ON "profiles" USING btree ("user_role");--> statement-breakpoint
CREATE INDEX "reseller_applications_user_id_idx" ON "reseller_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reseller_applications_status_idx" ON "reseller_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reseller_applications_created_at_idx" ON "reseller_applications" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reseller_applications_email_lower_idx" ON "reseller_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "brand_applications_reseller_brand_uq" ON "brand_applications" USING btree ("reseller_id","brand_id");--> statement-breakpoint
CREATE INDEX "brand_applications_brand_id_idx" ON "brand_applications" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_reseller_allocations_reseller_id_idx" ON "brand_reseller_allocations" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "brands_directory_contact_email_lower_idx" ON "brands_directory" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "product_uploads_brand_id_created_at_idx" ON "product_uploads" USING btree ("brand_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_uploads_listed_created_at_idx" ON "product_uploads" USING btree ("created_at" DESC NULLS FIRST) WHERE "product_uploads"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "products_brand_id_created_at_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_id_sku_uq" ON "products" USING btree ("brand_id","sku") WHERE "products"."sku" is not null;--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_brand_id_created_at_idx" ON "orders" USING btree ("brand_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_reseller_id_created_at_idx" ON "orders" USING btree ("reseller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_routing_logs_created_at_idx" ON "email_routing_logs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_recipient_id_created_at_idx" ON "messages" USING btree ("recipient_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_sender_id_created_at_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lead_magnets_email_lower_idx" ON "lead_magnets" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "telemetry_events_created_at_idx" ON "telemetry_events" USING btree ("created_at" DESC NULLS FIRST);