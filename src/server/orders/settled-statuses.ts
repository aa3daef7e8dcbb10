import { sql } from "drizzle-orm";
import { settledSaleStatuses } from "../../shared/order-status";
import { sales } from "../db/schema";

/**
 * The statuses that count as money received (src/shared/order-status.ts), as SQL. Written out as a literal list:
 * the partial indexes on settled sales (db/schema/sales.ts) are used only for the very same predicate.
 */
export const settledStatuses = sql.raw(`(${settledSaleStatuses.map((status) => `'${status}'`).join(", ")})`);

/** What an order still brings in, in cents: its total less what was refunded (docs/product.md#refunds). */
export const netAmountCents = sql`(round(${sales.amount_total} * 100)::bigint - ${sales.refunded_cents})`;

/** The bars an order still counts: those of the refunded lines are taken off. */
export const netBars = sql`(${sales.bars_count} - ${sales.refunded_bars})`;

/**
 * An order with bars to make and hand over: a donation alone ships nothing, so it is never prepared, delivered to the
 * association or handed over (docs/product.md#donation). Raw SQL reads write the same test as `s.bars_count > 0`.
 */
export const withBars = sql`${sales.bars_count} > 0`;
