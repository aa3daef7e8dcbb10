import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import type { Database } from "./client";

// A connection the pool has handed out and that waits between two statements (a transaction around a Stripe call, a
// webhook's settlement) is cut by the server: a PostgreSQL restart, pg_terminate_backend. node-pg then emits 'error'
// on that connection, where the pool listens only while it is idle: unheard, the event ended the process (found by
// the production rehearsal, docs/operations.md#the-production-rehearsal). PGlite has no server to cut it.
describe.runIf(Boolean(process.env.DATABASE_URL))("a pooled connection cut while it is handed out (PostgreSQL)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("leaves the process running, and the next query gets a working connection", async () => {
    const pool = database.pool!;
    const handedOut = await pool.connect();
    const { rows } = await handedOut.query<{ pid: number }>("select pg_backend_pid() as pid");
    const ended = new Promise((resolve) => handedOut.once("end", resolve));

    await pool.query("select pg_terminate_backend($1)", [rows[0].pid]);
    // The server's 'terminating connection' reaches the connection while nothing runs on it.
    await ended;

    await expect(handedOut.query("select 1")).rejects.toThrow();
    handedOut.release();
    expect((await pool.query<{ ok: number }>("select 1 as ok")).rows).toEqual([{ ok: 1 }]);
  });
});
