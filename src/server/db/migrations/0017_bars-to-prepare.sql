CREATE TABLE "bars_to_prepare" (
	"campaign_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"delivery_mode" text NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bars_to_prepare_campaign_id_product_id_delivery_mode_pk" PRIMARY KEY("campaign_id","product_id","delivery_mode")
);
--> statement-breakpoint
ALTER TABLE "bars_to_prepare" ADD CONSTRAINT "bars_to_prepare_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The bars to make are kept by the database, whoever changes an order (the app, the sweeper, psql), in the same
-- transaction as the change (decision 021). An order counts while it is paid (settledSaleStatuses in
-- src/shared/order-status.ts) and still to prepare: its lines, less the lines of its succeeded refunds. Each change
-- adds what the order counts for now and takes away what it counted for before; a refund that succeeds while its
-- order counts takes its lines away. Whatever the order of those two writes in a transaction, the sum comes out the
-- same (see src/server/admin/bars-to-prepare.test.ts).
CREATE OR REPLACE FUNCTION add_bars_to_prepare(sale sales, direction integer) RETURNS void AS $$
BEGIN
  IF sale.fulfilment_status <> 'to_prepare' OR sale.status NOT IN ('paid', 'complete', 'partially_refunded') THEN
    RETURN;
  END IF;
  INSERT INTO bars_to_prepare AS b (campaign_id, product_id, delivery_mode, bars)
  SELECT sale.campaign_id, l.product_id, sale.delivery_mode,
         direction * (sum(l.quantity) - coalesce((
           SELECT sum(rl.quantity)
             FROM refunds rf
             CROSS JOIN LATERAL jsonb_to_recordset(rf.lines) AS rl(product_id text, quantity int)
            WHERE rf.sale_id = sale.id AND rf.status = 'succeeded' AND rl.product_id = l.product_id), 0))
    FROM jsonb_to_recordset(sale.items) AS l(product_id text, quantity int)
   WHERE l.product_id <> 'don'
   GROUP BY l.product_id
   -- Rows locked in one order by every writer: two transactions never wait on each other's rows crosswise.
   ORDER BY l.product_id
  ON CONFLICT (campaign_id, product_id, delivery_mode) DO UPDATE SET bars = b.bars + excluded.bars;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_bars_to_prepare() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_bars_to_prepare(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_bars_to_prepare(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The WHEN clauses keep the function out of the writes that cannot matter: new orders waiting for payment, and
-- changes to an order's other columns.
CREATE TRIGGER sales_bars_to_prepare_insert
  AFTER INSERT ON sales
  FOR EACH ROW WHEN (NEW.fulfilment_status = 'to_prepare' AND NEW.status IN ('paid', 'complete', 'partially_refunded'))
  EXECUTE FUNCTION sale_bars_to_prepare();
--> statement-breakpoint
CREATE TRIGGER sales_bars_to_prepare_update
  AFTER UPDATE ON sales
  FOR EACH ROW WHEN (
    (OLD.status IS DISTINCT FROM NEW.status OR OLD.fulfilment_status IS DISTINCT FROM NEW.fulfilment_status
      OR OLD.items IS DISTINCT FROM NEW.items OR OLD.delivery_mode IS DISTINCT FROM NEW.delivery_mode
      OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id)
    AND ((OLD.fulfilment_status = 'to_prepare' AND OLD.status IN ('paid', 'complete', 'partially_refunded'))
      OR (NEW.fulfilment_status = 'to_prepare' AND NEW.status IN ('paid', 'complete', 'partially_refunded'))))
  EXECUTE FUNCTION sale_bars_to_prepare();
--> statement-breakpoint
CREATE TRIGGER sales_bars_to_prepare_delete
  AFTER DELETE ON sales
  FOR EACH ROW WHEN (OLD.fulfilment_status = 'to_prepare' AND OLD.status IN ('paid', 'complete', 'partially_refunded'))
  EXECUTE FUNCTION sale_bars_to_prepare();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refund_bars_to_prepare() RETURNS trigger AS $$
DECLARE
  sale sales;
BEGIN
  SELECT * INTO sale FROM sales WHERE id = NEW.sale_id;
  IF sale.fulfilment_status <> 'to_prepare' OR sale.status NOT IN ('paid', 'complete', 'partially_refunded') THEN
    RETURN NULL;
  END IF;
  INSERT INTO bars_to_prepare AS b (campaign_id, product_id, delivery_mode, bars)
  SELECT sale.campaign_id, rl.product_id, sale.delivery_mode, -sum(rl.quantity)
    FROM jsonb_to_recordset(NEW.lines) AS rl(product_id text, quantity int)
   WHERE rl.product_id <> 'don'
   GROUP BY rl.product_id
   ORDER BY rl.product_id
  ON CONFLICT (campaign_id, product_id, delivery_mode) DO UPDATE SET bars = b.bars + excluded.bars;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refunds_bars_to_prepare_insert
  AFTER INSERT ON refunds
  FOR EACH ROW WHEN (NEW.status = 'succeeded')
  EXECUTE FUNCTION refund_bars_to_prepare();
--> statement-breakpoint
CREATE TRIGGER refunds_bars_to_prepare_update
  AFTER UPDATE OF status ON refunds
  FOR EACH ROW WHEN (NEW.status = 'succeeded' AND OLD.status IS DISTINCT FROM 'succeeded')
  EXECUTE FUNCTION refund_bars_to_prepare();
--> statement-breakpoint
-- The orders already there, counted by the same function as every later change.
SELECT add_bars_to_prepare(s, 1)
  FROM sales s
 WHERE s.fulfilment_status = 'to_prepare' AND s.status IN ('paid', 'complete', 'partially_refunded');
