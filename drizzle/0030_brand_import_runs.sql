CREATE TABLE "brand_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_sha256" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "brand_import_runs_status_ck" CHECK ("brand_import_runs"."status" in ('running', 'done', 'partial', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "brand_import_runs" ADD CONSTRAINT "brand_import_runs_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_import_runs_file_sha256_uq" ON "brand_import_runs" USING btree ("file_sha256") WHERE "brand_import_runs"."status" in ('running', 'done');