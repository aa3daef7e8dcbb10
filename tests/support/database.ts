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
      return await database.pglite!.dumpDataDir("none");
    } finally {
      await database.close();
    }
  })();
  return migratedCluster;
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
  // Migrations still run on the loaded copy: a no-op when it is current.
  if (!adminUrl) return openDatabase({ inMemory: true, loadDataDir: await migratedPgliteCluster() });

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
