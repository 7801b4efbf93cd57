-- An order request's Idempotency-Key (place-order.ts), and whether the brand accepted
-- an order of the reseller's (order-minimum.ts: only then the reorder minimum applies). That
-- index lists the status as a column rather than as a partial index's predicate: on a new
-- database every migration runs in one transaction, and 'accepted' is added to the enum by
-- 0025, which PostgreSQL does not let the same transaction name.
CREATE TABLE "order_idempotency_keys" (
	"reseller_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_keys_reseller_id_key_pk" PRIMARY KEY("reseller_id","key")
);
--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_reseller_id_user_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_reseller_brand_status_idx" ON "orders" USING btree ("reseller_id","brand_id","status");