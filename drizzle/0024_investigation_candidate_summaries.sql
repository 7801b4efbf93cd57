ALTER TABLE "leak_investigations" ADD COLUMN "candidate_summary" jsonb;--> statement-breakpoint
ALTER TABLE "leak_investigations" ADD COLUMN "candidates_version" bigint;--> statement-breakpoint
ALTER TABLE "protection_states" ADD COLUMN "candidates_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A brand's orders changed: its unknown sellers' candidate summaries are out of date.
CREATE OR REPLACE FUNCTION protection_orders_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    -- A deleted order: its lines go by cascade after it, when the order can no longer be read.
    INSERT INTO protection_states (brand_id, candidates_version)
    SELECT DISTINCT d.id, 1
    FROM changed o
    JOIN brands_directory d ON d.owner_user_id = o.brand_id
    ON CONFLICT (brand_id) DO UPDATE
      SET candidates_version = protection_states.candidates_version + 1;
  ELSE
    INSERT INTO protection_states (brand_id, candidates_version)
    SELECT DISTINCT d.id, 1
    FROM changed i
    JOIN orders o ON o.id = i.order_id
    JOIN brands_directory d ON d.owner_user_id = o.brand_id
    ON CONFLICT (brand_id) DO UPDATE
      SET candidates_version = protection_states.candidates_version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_candidates_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION protection_orders_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_candidates_updated AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION protection_orders_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_candidates_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION protection_orders_changed();
--> statement-breakpoint
CREATE TRIGGER orders_candidates_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION protection_orders_changed();
