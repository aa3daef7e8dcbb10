import type { PGlite, Transaction } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import * as schema from "../db/schema";
import type { Database, Db } from "../db/client";

/**
 * One transaction on one connection, on PGlite as on PostgreSQL: a backup reads every table in one snapshot, a
 * restore loads every table in one transaction, so each needs all its statements on the same session.
 */
export type DatabaseSession = {
  kind: Database["kind"];
  /** The rows of one statement, as the driver parses them. */
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** The services' query builder on this same transaction (the statements' totals read in the snapshot). */
  db: Db;
};

/** snapshot: every read sees one moment and nothing is written; write: a restore's load. */
export type SessionMode = "snapshot" | "write";

const modes: Record<SessionMode, string> = {
  snapshot: "set transaction isolation level repeatable read, read only",
  write: "set transaction isolation level read committed",
};

/** Runs `work` in one transaction, committed when it returns, rolled back when it throws. */
export async function inSession<T>(database: Database, mode: SessionMode, work: (session: DatabaseSession) => Promise<T>): Promise<T> {
  if (database.pglite) return inPgliteSession(database.pglite, mode, work);
  const client = await database.pool!.connect();
  const session: DatabaseSession = {
    kind: "postgres",
    async rows<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    db: drizzlePg(client, { schema }) as unknown as Db,
  };
  let failed = false;
  try {
    await client.query("begin");
    await client.query(modes[mode]);
    const result = await work(session);
    await client.query("commit");
    return result;
  } catch (error) {
    failed = true;
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    // After an error the connection is closed rather than pooled.
    client.release(failed);
  }
}

// PGlite is one session: its transaction() holds every other query of the process (the app's, in a test) until it
// ends, so none runs inside this one.
function inPgliteSession<T>(pglite: PGlite, mode: SessionMode, work: (session: DatabaseSession) => Promise<T>): Promise<T> {
  return pglite.transaction(async (tx: Transaction) => {
    await tx.query(modes[mode]);
    return work({
      kind: "pglite",
      async rows<T>(text: string, params?: unknown[]) {
        return (await tx.query<T>(text, params)).rows;
      },
      db: drizzlePglite(tx as unknown as PGlite, { schema }) as unknown as Db,
    });
  });
}
