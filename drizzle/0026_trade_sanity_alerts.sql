ALTER TABLE "product_uploads" ADD COLUMN "confirmed_changes" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_ck" CHECK ("products"."low_stock_threshold" is null or "products"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_low_stock_threshold_ck" CHECK ("notification_preferences"."low_stock_threshold" >= 0);