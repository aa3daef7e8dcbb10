import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, inject } from "vitest";
import { openDatabase, pgliteExtensions, type Database } from "../../src/server/db/client";
import { asAdmin, databaseUrlNamed } from "./postgres-admin";

// A migrated, empty PGlite cluster, dumped once per test process: loading it takes a fraction of the seconds
// that creating a cluster costs, and every test file opens at least one database.
let migratedCluster: Promise<Blob> | undefined;

/**
 * Where a process a test starts (tests/support/upload-burst.ts) finds its parent's dump: creating and migrating a
 * cluster of its own took it 5 to 10 seconds of a busy machine's time, loading the file one.
 */
const DUMP_FILE_VARIABLE = "TEST_PGLITE_DUMP";

function migratedPgliteCluster(): Promise<Blob> {
  migratedCluster ??= (async () => {
    const file = process.env[DUMP_FILE_VARIABLE];
    if (file) return new Blob([await readFile(file)]);
    const database = await openDatabase({ inMemory: true });
    try {
      // A checkpointed cluster opens without replaying its write-ahead log: a fifth less CPU at each load.
      await database.pglite!.exec("checkpoint");
      return await database.pglite!.dumpDataDir("none");
    } finally {
      await database.close();
    }
  })();
  return migratedCluster;
}

/**
 * The environment for a process a test starts that opens test databases: its PGlite loads this process's migrated
 * dump from a file instead of making one. Made at a test file's top level, removed after its last test.
 */
export async function migratedPgliteDumpEnv(): Promise<Record<string, string>> {
  const file = path.join(tmpdir(), `boutique-pglite-dump-${randomBytes(8).toString("hex")}.tar`);
  afterAll(async () => rm(file, { force: true }));
  await writeFile(file, new Uint8Array(await (await migratedPgliteCluster()).arrayBuffer()));
  return { [DUMP_FILE_VARIABLE]: file };
}

/**
 * A migrated PGlite cluster on disk in `dir` (which must be empty or absent), for a server process a test starts on
 * it (resilience/crash-restart.test.ts): the server then runs no migration of its own, as after any restart.
 */
export async function migratedPgliteDataDir(dir: string): Promise<void> {
  const cluster = new PGlite(dir, { loadDataDir: await migratedPgliteCluster(), extensions: pgliteExtensions });
  await cluster.waitReady;
  await cluster.close();
}

/**
 * The database of a server process a test starts, made ready before it starts: with DATABASE_URL, a new PostgreSQL
 * database of its own (`drop` removes it); otherwise a migrated PGlite cluster in `dataDir/db`. `url` is what the
 * process is given as DATABASE_URL ("" for the embedded one): never the shared server's own database.
 */
export async function serverProcessDatabase(dataDir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (admin) return createPostgresTestDatabase(admin);
  await migratedPgliteDataDir(path.join(dataDir, "db"));
  return { url: "", drop: async () => {} };
}

// Vitest runs one test file after another in the same process (isolate: false): the PGlite a file closed is emptied
// and handed to the next file instead of being closed, which spares it a second of loading the dump (the tables of
// a migrated cluster empty in a tenth of that). Only the rows go: no test changes the schema of a PGlite database.
let idlePglite: Database | undefined;

/** Every table the migrations made in `public`, emptied, their identities restarted: the cluster as migrated. */
async function emptied(database: Database): Promise<Database> {
  const client = database.pglite!;
  const { rows } = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  if (rows.length > 0) await client.exec(`truncate ${rows.map((row) => row.name).join(", ")} restart identity cascade`);
  return database;
}

async function pooledPglite(): Promise<Database> {
  const reused = idlePglite;
  idlePglite = undefined;
  const database =
    reused && !reused.pglite!.closed
      ? await emptied(reused)
      : // Migrations still run on the loaded copy: a no-op when it is current.
        await openDatabase({ inMemory: true, loadDataDir: await migratedPgliteCluster() });
  let released = false;
  return {
    ...database,
    async close() {
      if (released) return;
      released = true;
      // One kept for the next file is enough: a file that opened two closes the second for good.
      if (idlePglite || database.pglite!.closed) await database.close();
      else idlePglite = database;
    },
  };
}

/**
 * The template Vitest's global setup migrated for this run, or none in a process that a test started outside Vitest
 * (tests/support/upload-burst.ts: there `inject` throws), whose database then runs its own migrations.
 */
function migratedPostgresTemplate(): string | undefined {
  try {
    return inject("postgresTemplate");
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with DATABASE_URL set, a new
 * PostgreSQL database created beside the one in the URL (so parallel test files never share rows) and
 * dropped by `close()`.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return pooledPglite();

  const created = await createPostgresTestDatabase(adminUrl);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: created.url });
  } catch (error) {
    await created.drop();
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new PostgreSQL database beside the one of `adminUrl`, a copy of the run's migrated template when there is one
 * (tests/support/postgres-template.ts): whoever opens it then finds its migrations done.
 */
export async function createPostgresTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(8).toString("hex")}`;
  const template = migratedPostgresTemplate();
  await asAdmin(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ""}`);
  return {
    url: databaseUrlNamed(adminUrl, name),
    // FORCE: a test that forgot a LISTEN client or leaked a connection must not leave the database behind.
    drop: () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
