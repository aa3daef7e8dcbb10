import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";
import { asAdmin, databaseUrlNamed } from "./postgres-admin";

// A migrated, empty PGlite cluster, dumped once per test process: loading it takes a fraction of the seconds
// that creating a cluster costs, and every test file opens at least one database.
let migratedCluster: Promise<Blob> | undefined;

function migratedPgliteCluster(): Promise<Blob> {
  migratedCluster ??= (async () => {
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

  const name = `test_${randomBytes(8).toString("hex")}`;
  // A copy of the run's migrated template (tests/support/postgres-template.ts); its migrations are then a no-op.
  const template = migratedPostgresTemplate();
  await asAdmin(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ""}`);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: databaseUrlNamed(adminUrl, name) });
  } catch (error) {
    await asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      // FORCE: a test that forgot a LISTEN client or leaked a connection must not leave the database behind.
      await asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
