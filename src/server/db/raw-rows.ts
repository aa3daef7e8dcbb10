import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The rows of a hand-written query, on PGlite as on PostgreSQL (both drivers answer `{ rows }`). For the reads the
 * query builder can't say well (lateral joins over jsonb lines); `T` is what the SELECT names, as the driver parses
 * it (bigint sums come back as strings).
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
