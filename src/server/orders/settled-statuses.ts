import { sql } from "drizzle-orm";

/** Statuses that count as money received (SPEC.md §4: 'paid' and 'complete' show as 'Réussi'). */
export const settledStatuses = sql`('paid', 'complete')`;
