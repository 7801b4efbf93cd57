ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "brands_directory" ADD COLUMN "amazon_auto_ungated" boolean DEFAULT false NOT NULL;