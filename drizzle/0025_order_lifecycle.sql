CREATE TYPE "public"."address_kind" AS ENUM('shipping', 'billing');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'accepted' BEFORE 'processing';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'declined';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"actor_user_id" text,
	"actor_role" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "address_kind" NOT NULL,
	"label" text,
	"name" text NOT NULL,
	"company" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "order_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_addresses" ADD CONSTRAINT "reseller_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_created_at_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "reseller_addresses_user_id_idx" ON "reseller_addresses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_addresses_one_default_uq" ON "reseller_addresses" USING btree ("user_id","kind") WHERE "reseller_addresses"."is_default";--> statement-breakpoint
-- hand-written:
-- Every order placed before issue 15 starts its timeline with its placing, by its reseller.
INSERT INTO "order_events" ("order_id", "status", "actor_user_id", "actor_role", "created_at")
SELECT "id", 'pending', "reseller_id", 'reseller', "created_at" FROM "orders";
