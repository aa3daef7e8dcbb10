import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { pgliteExtensions } from "./client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Migration 0006 on a database that already has members: 'owner' and 'member' both become 'manager' (every
// member could do everything before), and the memberships table refuses the old codes afterwards.

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The migrations folder as it was before 0006: the journal cut after 0005. */
function migrationsBefore0006(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 5);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Runner = {
  /** One or several statements, without parameters; the rows of the last one. */
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;
  migrate: (folder: string) => Promise<void>;
};

let runner: Runner;
let close: () => Promise<void>;
let before: string;

beforeAll(async () => {
  before = migrationsBefore0006();
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite({ extensions: pgliteExtensions });
    runner = {
      query: async (statement) => (await client.exec(statement)).at(-1)!,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    };
    close = () => client.close();
    return;
  }
  const name = `test_${randomBytes(8).toString("hex")}`;
  const admin = new pg.Pool({ connectionString: adminUrl, max: 1 });
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // The database is dropped WITH (FORCE) at the end: a client still closing must not fail the run.
  pool.on("error", () => {});
  runner = {
    query: (statement) => pool.query(statement),
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
  };
  close = async () => {
    await pool.end();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
});
afterAll(async () => {
  await close?.();
  rmSync(before, { recursive: true, force: true });
});

describe("migration 0006", () => {
  it("makes every existing member a manager, and refuses the old role codes", async () => {
    await runner.migrate(before);
    await runner.query(`
      insert into "user" (id, name, email) values ('u1', 'a', 'a@exemple.fr'), ('u2', 'b', 'b@exemple.fr'), ('u3', 'c', 'c@exemple.fr');
      insert into associations (id, name) values ('00000000-0000-4000-8000-000000000001', 'Club');
      insert into memberships (user_id, association_id, role) values
        ('u1', '00000000-0000-4000-8000-000000000001', 'owner'),
        ('u2', '00000000-0000-4000-8000-000000000001', 'member');
      insert into memberships (user_id, association_id) values ('u3', '00000000-0000-4000-8000-000000000001');
    `);

    await runner.migrate(migrationsFolder);

    const { rows } = await runner.query(`select user_id, role from memberships order by user_id`);
    expect(rows).toEqual([
      { user_id: "u1", role: "manager" },
      { user_id: "u2", role: "manager" },
      { user_id: "u3", role: "manager" },
    ]);
    await expect(runner.query(`update memberships set role = 'owner' where user_id = 'u1'`)).rejects.toThrow(/memberships_role_check/);
    // No default any more: a membership names its role.
    await runner.query(`insert into "user" (id, name, email) values ('u4', 'd', 'd@exemple.fr')`);
    await expect(
      runner.query(`insert into memberships (user_id, association_id) values ('u4', '00000000-0000-4000-8000-000000000001')`),
    ).rejects.toThrow(/role/);
  });
});
