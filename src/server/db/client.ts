import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { databaseErrors } from "../lib/metrics";

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL pool, when on PostgreSQL (LISTEN/NOTIFY needs its own client). */
  pool?: pg.Pool;
  /** The embedded database, when on PGlite (it delivers NOTIFY to its own listeners). */
  pglite?: PGlite;
  /** Runs a raw SQL statement; used by health checks and tests. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The migrations this code runs (drizzle-kit's folder: SQL files and meta/_journal.json). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Drizzle's migrator takes no lock: two servers starting together on one database (a rolling deploy, a compose file's
// two instances) each read "nothing applied" and ran the same migrations, the second failing on what the first made.
// A session-level advisory lock around it makes the later one wait, then find the migrations done.
const MIGRATION_LOCK = "select pg_advisory_lock(hashtext('boutique-solidaire:migrations'))";
const MIGRATION_UNLOCK = "select pg_advisory_unlock(hashtext('boutique-solidaire:migrations'))";

/** The extensions the migrations create (pg_trgm: 0010), which PGlite must load when it opens a database. */
export const pgliteExtensions = { pg_trgm };

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster: creating a
   * cluster costs seconds, loading a migrated one a fraction of that (the test databases use it). */
  loadDataDir?: Blob;
  /** PostgreSQL: how long one statement may run (DATABASE_STATEMENT_TIMEOUT_MS); 0 for none (the bench's seeding, the backup and restore commands). */
  statementTimeoutMs?: number;
  /** Open only, run no migration (a restore migrates to its backup's version first: backup/restore.ts). */
  skipMigrations?: boolean;
};

/** How long a statement may run unless the caller says otherwise: every read measured at 1M sales takes under 1 s. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * The PostgreSQL pool's settings: fail fast when the database is away, never wait forever (decision 048). A request
 * that gets no connection in 4 s is an error (it answers 503 instead of queueing on). The same limit covers the wait
 * for a pooled connection when all ten are busy: a burst of checkouts on one product's week (decision 051) queues
 * behind its row lock, and 200 at once took more than 2 s to drain on a busy two-core machine, so 2 s turned buyers
 * away while the database was fine; 4 s keeps an unreachable database's answer under 5 s. A statement
 * runs 10 s at most (the server stops it and the connection stays good); the driver gives up on an answer 2 s later
 * (a database that stopped answering without closing the connection); a transaction left idle 15 s is ended by the
 * server, so that a stuck request can't hold locks. JIT off: our reads are short and indexed, but a lateral over
 * jsonb lines is estimated dear enough to cross jit_above_cost, and compiling then costs 250 ms for a query that runs
 * in 5 (bench/scale.ts, 'Préparation').
 */
export function poolSettings(databaseUrl: string, statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS): pg.PoolConfig {
  return {
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 4_000,
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 2_000, idle_in_transaction_session_timeout: 15_000 }
      : {}),
    options: "-c jit=off",
  };
}

/**
 * Runs the migrations of `folder` not yet applied; on PostgreSQL one server at a time (MIGRATION_LOCK), on a
 * connection of its own without the pool's timeouts: an index on a large table takes its time.
 */
export async function migrateDatabase(database: Pick<Database, "pool" | "pglite">, folder = migrationsFolder): Promise<void> {
  if (database.pglite) {
    // PGlite is one process's own database: nobody else can migrate it at the same time.
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
    return;
  }
  const client = new pg.Client({ connectionString: database.pool!.options.connectionString, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    // The lock belongs to the session: should the connection fail mid-way, it ends with it.
    await client.query(MIGRATION_LOCK);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
    await client.query(MIGRATION_UNLOCK);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool(poolSettings(options.databaseUrl, options.statementTimeoutMs));
    // An idle client losing its connection must not crash the process; the pool replaces it. Counted: a rising
    // count is a database or a network that drops connections.
    pool.on("error", () => databaseErrors.inc({ kind: "pool" }));
    // The pool listens only while a connection is idle: one handed out and waiting between two statements (a
    // transaction around a Stripe call, a webhook's settlement) that the server cuts (a restart) emits 'error' with no
    // one listening, which ended the process (the production rehearsal, decision 050). Heard here, the statement
    // under way or the next one fails (503), and the pool drops the connection when it is given back.
    pool.on("connect", (client) => client.on("error", () => databaseErrors.inc({ kind: "pool" })));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: "postgres",
      pool,
      async ping() {
        await pool.query("select 1");
      },
      async close() {
        await pool.end();
      },
    };
    if (!options.skipMigrations)
      await migrateDatabase(database).catch(async (error: unknown) => {
        await pool.end();
        throw error;
      });
    return database;
  }

  let dir: string | undefined;
  if (!options.inMemory) {
    dir = path.join(options.dataDir ?? "./data", "db");
    mkdirSync(dir, { recursive: true });
  }
  const client = dir
    ? new PGlite(dir, { extensions: pgliteExtensions })
    : new PGlite({ loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: "pglite",
    pglite: client,
    async ping() {
      await client.query("select 1");
    },
    async close() {
      await client.close();
    },
  };
  if (!options.skipMigrations) await migrateDatabase(database);
  return database;
}
