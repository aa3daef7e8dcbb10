import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrateDatabase, migrationsFolder, type Database } from "../db/client";
import type { DatabaseSession } from "./database-session";

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

/** The migrations this code knows (drizzle-kit's journal), oldest first. */
async function readJournal(folder = migrationsFolder): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/** The migrations this code knows, by name (`0029_checkout-key`), oldest first. */
export async function knownMigrations(): Promise<string[]> {
  return (await readJournal()).entries.map((entry) => entry.tag);
}

/**
 * The last migration the database has applied (its schema version), or null for a database never migrated. Drizzle
 * records each migration by its journal time: one this code does not know means newer code migrated it.
 */
export async function appliedSchemaVersion(session: DatabaseSession): Promise<string | null> {
  const [table] = await session.rows<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!table.found) return null;
  const [last] = await session.rows<{ created_at: string }>(
    `select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const entry = (await readJournal()).entries.find((e) => String(e.when) === last.created_at);
  if (!entry) {
    throw new Error(
      `the database was migrated by a newer version of the shop (a migration of ${new Date(Number(last.created_at)).toISOString()} this code does not know)`,
    );
  }
  return entry.tag;
}

/**
 * Migrates the database up to `tag` and no further: a restore loads rows into the schema they were dumped from, then
 * lets the newer migrations carry them forward as they would carry a live shop's (decision 049). Drizzle migrates
 * to the end of a folder, so this one gets a folder whose journal stops at `tag`.
 */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const journal = await readJournal();
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`unknown migration ${tag}`);
  const folder = await mkdtemp(path.join(os.tmpdir(), "boutique-migrations-"));
  try {
    await mkdir(path.join(folder, "meta"));
    const entries = journal.entries.slice(0, last + 1);
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrateDatabase(database, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
