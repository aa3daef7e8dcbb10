-- 'Préparation' reads the settled orders still to prepare (admin/preparation-queries.ts). Orders pending, failed
-- or expired are 'to_prepare' too: taking status and fulfilment as independent, the planner expected a sixth of
-- the orders where about 0.5 % match, and read the whole table (decision 017). These statistics tell it how the
-- columns go together; it uses them only for conditions an index takes as keys (not for a partial index's WHERE),
-- hence this index (a few bytes an order, deduplicated).
CREATE INDEX "sales_fulfilment_status_idx" ON "sales" USING btree ("fulfilment_status","status","delivery_mode");
--> statement-breakpoint
CREATE STATISTICS "sales_status_fulfilment_stats" (mcv) ON "status", "fulfilment_status", "delivery_mode" FROM "sales";
--> statement-breakpoint
-- Filled now, not at autovacuum's next analyze of the table, which may be days away.
ANALYZE "sales";
