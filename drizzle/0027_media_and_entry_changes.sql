CREATE TABLE "brand_entry_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"requested_by" text,
	"current_name" text NOT NULL,
	"current_contact_email" text NOT NULL,
	"name" text,
	"contact_email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_entry_changes_status_ck" CHECK ("brand_entry_changes"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "brand_entry_changes_something_ck" CHECK ("brand_entry_changes"."name" is not null or "brand_entry_changes"."contact_email" is not null)
);
--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "logo_image_version" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_version" uuid;--> statement-breakpoint
ALTER TABLE "brand_entry_changes" ADD CONSTRAINT "brand_entry_changes_entry_id_brands_directory_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_entry_changes" ADD CONSTRAINT "brand_entry_changes_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_entry_changes" ADD CONSTRAINT "brand_entry_changes_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_entry_changes_pending_uq" ON "brand_entry_changes" USING btree ("entry_id") WHERE "brand_entry_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "brand_entry_changes_pending_created_at_idx" ON "brand_entry_changes" USING btree ("created_at","id") WHERE "brand_entry_changes"."status" = 'pending';