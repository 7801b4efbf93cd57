ALTER TYPE "public"."seller_match_method" ADD VALUE 'confirmed';--> statement-breakpoint
ALTER TABLE "marketplace_sellers" ADD COLUMN "confirmed_reseller_id" text;--> statement-breakpoint
ALTER TABLE "marketplace_sellers" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "marketplace_sellers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_sellers" ADD CONSTRAINT "marketplace_sellers_confirmed_reseller_id_user_id_fk" FOREIGN KEY ("confirmed_reseller_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_sellers" ADD CONSTRAINT "marketplace_sellers_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;