CREATE TABLE "capacity_counters" (
	"week" date NOT NULL,
	"product_id" text NOT NULL,
	"capacity" integer,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacity_counters_week_product_id_pk" PRIMARY KEY("week","product_id"),
	CONSTRAINT "capacity_counters_week_check" CHECK (extract(isodow from "capacity_counters"."week") = 1),
	CONSTRAINT "capacity_counters_counts_check" CHECK ("capacity_counters"."held" >= 0 and "capacity_counters"."sold" >= 0 and ("capacity_counters"."capacity" is null or "capacity_counters"."capacity" >= 0)),
	CONSTRAINT "capacity_counters_room_check" CHECK ("capacity_counters"."capacity" is null or "capacity_counters"."held" + "capacity_counters"."sold" <= "capacity_counters"."capacity" + greatest(5, "capacity_counters"."capacity" / 50))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"christmas_last_order_date" date,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_one_row_check" CHECK ("platform_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "capacity_week" date;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "capacity_hold" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capacity_counters" ADD CONSTRAINT "capacity_counters_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_held_until_idx" ON "sales" USING btree ("held_until") WHERE "sales"."status" = 'pending' and "sales"."capacity_hold" = 'held';--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_capacity_hold_check" CHECK ("sales"."capacity_hold" in ('held', 'sold', 'released'));--> statement-breakpoint
-- Decision 051: a week's counters follow the holds of its orders (sales.capacity_week, capacity_hold), in the
-- transaction that changes an order, whoever writes it. capacity_move adds changes to the counters product by product
-- in one order (week, product), so two writers never wait on each other's rows crosswise. A change that takes room
-- must fit, checked by the UPDATE itself under the row's lock (no read then write): held + sold + change <= capacity,
-- or capacity plus the margin (5 bars or 2 %) for a payment that arrives after its hold was released. Otherwise it
-- raises check_violation 'capacity_full', its DETAIL naming the week, the product and the bars left.
CREATE OR REPLACE FUNCTION capacity_move(changes jsonb, margin boolean) RETURNS void AS $$
DECLARE
  c record;
  left_bars int;
BEGIN
  FOR c IN
    SELECT ch.week, ch.product_id, sum(ch.held)::int AS held, sum(ch.sold)::int AS sold
      FROM jsonb_to_recordset(changes) AS ch(week date, product_id text, held int, sold int)
     GROUP BY ch.week, ch.product_id
    HAVING sum(ch.held) <> 0 OR sum(ch.sold) <> 0
     ORDER BY ch.week, ch.product_id
  LOOP
    INSERT INTO capacity_counters (week, product_id) VALUES (c.week, c.product_id) ON CONFLICT DO NOTHING;
    UPDATE capacity_counters AS k SET held = k.held + c.held, sold = k.sold + c.sold
     WHERE k.week = c.week AND k.product_id = c.product_id
       AND (c.held + c.sold <= 0 OR k.capacity IS NULL
         OR k.held + k.sold + c.held + c.sold <= k.capacity + CASE WHEN margin THEN greatest(5, k.capacity / 50) ELSE 0 END);
    IF NOT FOUND THEN
      SELECT greatest(k.capacity - k.held - k.sold, 0) INTO left_bars
        FROM capacity_counters AS k WHERE k.week = c.week AND k.product_id = c.product_id;
      RAISE EXCEPTION 'capacity_full' USING ERRCODE = 'check_violation', CONSTRAINT = 'capacity_full',
        DETAIL = json_build_object('week', c.week, 'product_id', c.product_id, 'left', left_bars)::text;
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What an order counts for in its week, per product (its donation aside), times `sign`.
CREATE OR REPLACE FUNCTION capacity_changes(s sales, sign int) RETURNS jsonb AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'week', s.capacity_week,
           'product_id', l.product_id,
           'held', CASE WHEN s.capacity_hold = 'held' THEN sign * l.quantity ELSE 0 END,
           'sold', CASE WHEN s.capacity_hold = 'sold' THEN sign * l.quantity ELSE 0 END)), '[]'::jsonb)
    FROM jsonb_to_recordset(s.items) AS l(product_id text, quantity int)
   WHERE l.product_id <> 'don' AND s.capacity_week IS NOT NULL AND s.capacity_hold IN ('held', 'sold');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- New orders are written in batches (decision 008): one statement's orders are counted together, in one order, so
-- two batches never lock each other's rows crosswise; one that does not fit fails its batch, whose orders are then
-- written one by one (orders/sale-writer.ts).
CREATE OR REPLACE FUNCTION sales_capacity_insert() RETURNS trigger AS $$
BEGIN
  PERFORM capacity_move(
    (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM new_sales AS n, jsonb_array_elements(capacity_changes(n::sales, 1)) AS e),
    false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_capacity_insert
  AFTER INSERT ON sales REFERENCING NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_capacity_insert();
--> statement-breakpoint
-- A hold moved by a transition (held -> sold | released; released -> sold for a late payment, with the margin), or
-- the lines of a counted order corrected (a paper order): what it counted for goes, what it counts for now comes.
CREATE OR REPLACE FUNCTION sales_capacity_update() RETURNS trigger AS $$
BEGIN
  PERFORM capacity_move(
    capacity_changes(OLD, -1) || capacity_changes(NEW, 1),
    OLD.capacity_hold = 'released' AND NEW.capacity_hold = 'sold');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_capacity_update
  AFTER UPDATE ON sales
  FOR EACH ROW WHEN (
    (OLD.capacity_hold IS DISTINCT FROM NEW.capacity_hold OR OLD.capacity_week IS DISTINCT FROM NEW.capacity_week
      OR OLD.items IS DISTINCT FROM NEW.items)
    AND (OLD.capacity_hold IN ('held', 'sold') OR NEW.capacity_hold IN ('held', 'sold')))
  EXECUTE FUNCTION sales_capacity_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_capacity_delete() RETURNS trigger AS $$
BEGIN
  PERFORM capacity_move(capacity_changes(OLD, -1), false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_capacity_delete
  AFTER DELETE ON sales
  FOR EACH ROW WHEN (OLD.capacity_hold IN ('held', 'sold'))
  EXECUTE FUNCTION sales_capacity_delete();
