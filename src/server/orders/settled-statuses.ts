import { sql } from "drizzle-orm";
import { settledSaleStatuses } from "../../shared/order-status";

/**
 * The statuses that count as money received (src/shared/order-status.ts), as SQL. Written out as a literal list:
 * the partial indexes on settled sales (db/schema/sales.ts) are used only for the very same predicate.
 */
export const settledStatuses = sql.raw(`(${settledSaleStatuses.map((status) => `'${status}'`).join(", ")})`);
