ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_routing_logs" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "lead_magnets" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" in ('queued', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "email_routing_logs_provider_message_id_idx" ON "email_routing_logs" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_idempotency_key_idx" ON "inquiries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_magnets_idempotency_key_idx" ON "lead_magnets" USING btree ("idempotency_key");--> statement-breakpoint
-- Mail that failed, or was left queued by a crash, before the outbox worker existed: one attempt
-- was made, and it is due again now.
UPDATE "mail_outbox" SET "attempts" = 1, "next_attempt_at" = now() WHERE "status" IN ('queued', 'failed');
