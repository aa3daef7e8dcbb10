import type { Database } from "../db/client";
import { sales } from "../db/schema";
import { createWriteBatcher, type ItemOutcome } from "../lib/write-batcher";
import type { SaleRow } from "./serialize";

export type NewSale = typeof sales.$inferInsert & { id: string };

/** Stores a new pending sale; null when its order reference (or id) is already taken: draw another and retry. */
export type SaleWriter = (sale: NewSale) => Promise<SaleRow | null>;

async function insertSales(database: Database, rows: NewSale[]): Promise<ItemOutcome<SaleRow | null>[]> {
  try {
    const inserted = await database.db.insert(sales).values(rows).onConflictDoNothing().returning();
    const byId = new Map(inserted.map((sale) => [sale.id, sale]));
    return rows.map((row) => ({ ok: true, value: byId.get(row.id) ?? null }));
  } catch (error) {
    if (rows.length === 1) return [{ ok: false, error }];
    // One row the database refuses must not fail the orders written with it: each goes again on its own.
    return Promise.all(rows.map(async (row) => (await insertSales(database, [row]))[0]));
  }
}

/** New orders are written in batches when they arrive together (lib/write-batcher.ts). */
export function createSaleWriter(database: Database): SaleWriter {
  return createWriteBatcher((rows: NewSale[]) => insertSales(database, rows), {
    // PGlite runs one statement at a time; PostgreSQL's pool (10 connections) keeps room for the reads.
    maxInFlight: database.kind === "pglite" ? 1 : 4,
    maxBatch: 200,
  });
}
