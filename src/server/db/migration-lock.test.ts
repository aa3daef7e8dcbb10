import { describe, expect, it } from "vitest";
import { asAdmin, databaseUrlNamed } from "../../../tests/support/postgres-admin";
import { openDatabase } from "./client";

// docs/operations.md#upgrades: in a rolling deploy, or when the compose file starts two instances at once, two servers
// migrate the same new database together. Drizzle's migrator takes no lock: each read "nothing applied yet" and ran
// 0000_init, and the second failed on tables the first had just made.
describe.runIf(Boolean(process.env.DATABASE_URL))("two servers starting at once on a new database (PostgreSQL)", () => {
  it("both start: one migrates, the other waits for it and finds the migrations done", async () => {
    const adminUrl = process.env.DATABASE_URL!;
    // A database with nothing in it (not the run's migrated template): the first start of a new shop.
    const name = `test_lock_${Date.now().toString(36)}`;
    await asAdmin(adminUrl, `create database "${name}"`);
    const url = databaseUrlNamed(adminUrl, name);
    try {
      const opened = await Promise.allSettled([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
      expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "started"))).toEqual(["started", "started"]);

      const check = await openDatabase({ databaseUrl: url });
      try {
        const applied = await check.pool!.query<{ hash: string; count: string }>(
          "select hash, count(*) as count from drizzle.__drizzle_migrations group by hash having count(*) > 1",
        );
        // Each migration recorded once: none ran twice.
        expect(applied.rows).toEqual([]);
      } finally {
        await check.close();
      }
    } finally {
      await asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    }
  });
});
