CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"reseller_id" text NOT NULL,
	"brand_application_id" uuid,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ALTER COLUMN "brand_application_limit" SET DEFAULT 3;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_brand_id_brands_directory_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reseller_id_profiles_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_brand_application_id_brand_applications_id_fk" FOREIGN KEY ("brand_application_id") REFERENCES "public"."brand_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_uq" ON "conversations" USING btree ("brand_id","reseller_id") WHERE "conversations"."brand_application_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_brand_application_id_uq" ON "conversations" USING btree ("brand_application_id");--> statement-breakpoint
CREATE INDEX "conversations_reseller_id_last_message_at_idx" ON "conversations" USING btree ("reseller_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_brand_id_last_message_at_idx" ON "conversations" USING btree ("brand_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_conversation_id_created_at_idx" ON "messages" USING btree ("conversation_id","created_at") WHERE "messages"."conversation_id" is not null;--> statement-breakpoint
-- hand-written:
-- Decision 014: free 3, Basic 25, Premium unlimited; Enterprise keeps its agreed limit.
UPDATE "subscribers" SET "brand_application_limit" = CASE
  WHEN "subscribed" AND "subscription_tier" = 'basic' THEN 25
  WHEN "subscribed" AND "subscription_tier" = 'premium' THEN 999999
  WHEN "subscribed" AND "subscription_tier" = 'enterprise' THEN "brand_application_limit"
  ELSE 3 END;--> statement-breakpoint
-- Existing messages move into threads: one per application...
INSERT INTO "conversations" ("brand_id", "reseller_id", "brand_application_id", "last_message_at", "created_at")
SELECT a."brand_id", a."reseller_id", a."id", max(m."created_at"), min(m."created_at")
FROM "messages" m JOIN "brand_applications" a ON a."id" = m."brand_application_id"
GROUP BY a."id", a."brand_id", a."reseller_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "messages" m SET "conversation_id" = c."id"
FROM "conversations" c
WHERE c."brand_application_id" = m."brand_application_id" AND m."conversation_id" IS NULL;--> statement-breakpoint
-- ...and one per brand (the entry its account owns, the oldest) and reseller for the rest.
WITH "pairs" AS (
  SELECT m."id" AS "message_id", d."id" AS "brand_id", r."id" AS "reseller_id", m."created_at"
  FROM "messages" m
  JOIN LATERAL (
    SELECT e."id", e."owner_user_id" FROM "brands_directory" e
    WHERE e."owner_user_id" IN (m."sender_id", m."recipient_id")
    ORDER BY e."created_at", e."id" LIMIT 1
  ) d ON true
  JOIN "profiles" r ON r."user_role" = 'reseller'
    AND r."id" = CASE WHEN m."sender_id" = d."owner_user_id" THEN m."recipient_id" ELSE m."sender_id" END
  WHERE m."conversation_id" IS NULL AND m."brand_application_id" IS NULL
)
INSERT INTO "conversations" ("brand_id", "reseller_id", "last_message_at", "created_at")
SELECT "brand_id", "reseller_id", max("created_at"), min("created_at")
FROM "pairs" GROUP BY "brand_id", "reseller_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
WITH "pairs" AS (
  SELECT m."id" AS "message_id", d."id" AS "brand_id", r."id" AS "reseller_id", m."created_at"
  FROM "messages" m
  JOIN LATERAL (
    SELECT e."id", e."owner_user_id" FROM "brands_directory" e
    WHERE e."owner_user_id" IN (m."sender_id", m."recipient_id")
    ORDER BY e."created_at", e."id" LIMIT 1
  ) d ON true
  JOIN "profiles" r ON r."user_role" = 'reseller'
    AND r."id" = CASE WHEN m."sender_id" = d."owner_user_id" THEN m."recipient_id" ELSE m."sender_id" END
  WHERE m."conversation_id" IS NULL AND m."brand_application_id" IS NULL
)
UPDATE "messages" m SET "conversation_id" = c."id"
FROM "pairs" p JOIN "conversations" c
  ON c."brand_id" = p."brand_id" AND c."reseller_id" = p."reseller_id" AND c."brand_application_id" IS NULL
WHERE m."id" = p."message_id";--> statement-breakpoint
-- An inbound e-mail without a known sender joins the thread of its e-mail thread id.
UPDATE "messages" m SET "conversation_id" = (
  SELECT o."conversation_id" FROM "messages" o
  WHERE o."email_thread_id" = m."email_thread_id" AND o."conversation_id" IS NOT NULL
  ORDER BY o."created_at" DESC LIMIT 1)
WHERE m."conversation_id" IS NULL AND m."email_thread_id" IS NOT NULL;
