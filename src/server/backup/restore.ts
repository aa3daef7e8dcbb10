import path from "node:path";
import { migrateDatabase, type Database } from "../db/client";
import type { FileStorage } from "../storage/storage";
import { inSession, type DatabaseSession } from "./database-session";
import { figureDifferences, readManifest, type Manifest } from "./manifest";
import { appliedSchemaVersion, knownMigrations, migrateUpTo } from "./schema-version";
import { countRows, moneyFigures, type MoneyFigures } from "./shop-figures";
import { backupPathOf, describeStoredFiles, putBackupFiles, type StoredFile } from "./stored-files";
import { fileSha256, loadTable } from "./table-files";
import { quoted, tablesInLoadOrder } from "./tables";

export type RestoreOptions = { database: Database; storage: FileStorage; folder: string };

/** The backup's figures beside the restored shop's: printed by the command, compared before it says done. */
export type RestoreReport = {
  manifest: Manifest;
  restored: { rows: Record<string, number>; money: MoneyFigures; files: StoredFile[] };
  /** The migrations run after loading, when this code is newer than the backup. */
  migratedTo: string;
};

/** A restore that did not end with the backup's figures: nothing says done, the lines say what differs. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
  constructor(
    message: string,
    readonly differences: string[] = [],
  ) {
    super(differences.length > 0 ? `${message}\n${differences.join("\n")}` : message);
  }
}

/**
 * Rebuilds the shop of a backup folder (decision 049) into an empty database (opened without migrations: see
 * openDatabase's skipMigrations) and an empty storage. The database is migrated to the backup's schema version,
 * the rows load in one transaction that commits only when each table has its manifest's rows, then the newer
 * migrations carry them forward; the files go in checked by hash; last, the restored shop's figures are computed
 * again and compared with the manifest's.
 */
export async function restoreShop({ database, storage, folder }: RestoreOptions): Promise<RestoreReport> {
  const manifest = await readManifest(folder);
  const known = await knownMigrations();
  if (!known.includes(manifest.schema_version)) {
    throw new RestoreRefused(
      `the backup was taken at migration ${manifest.schema_version}, which this version of the shop does not know: restore it with the version that took it, or a newer one`,
    );
  }
  if (manifest.referenced_files_missing.length > 0) {
    throw new RestoreRefused("the backup lacks files its rows name: take a new backup", manifest.referenced_files_missing);
  }
  await refuseNonEmptyTarget(database, storage, manifest.schema_version, known);
  await refuseDamagedBackup(folder, manifest);

  await migrateUpTo(database, manifest.schema_version);
  await inSession(database, "write", (session) => loadRows(session, folder, manifest));
  await migrateDatabase(database);
  await putBackupFiles(storage, folder, manifest.files);

  const restored = await readRestoredFigures(database, storage, manifest);
  const differences = figureDifferences(
    { rows: Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])), money: manifest.money, files: manifest.files },
    restored,
    // Rows were counted table by table before the load committed; a newer migration since may have added some.
    { rows: known.at(-1) === manifest.schema_version },
  );
  if (differences.length > 0) throw new RestoreRefused("the restored shop does not hold what the backup holds", differences);
  return { manifest, restored, migratedTo: known.at(-1)! };
}

/** A restore writes into nothing: a database with rows, one migrated past the backup, or a storage with files is refused. */
async function refuseNonEmptyTarget(database: Database, storage: FileStorage, backupVersion: string, known: string[]) {
  await inSession(database, "snapshot", async (session) => {
    const applied = await appliedSchemaVersion(session);
    if (applied && known.indexOf(applied) > known.indexOf(backupVersion)) {
      throw new RestoreRefused(
        `the database is already migrated to ${applied}, past the backup's ${backupVersion}: restore into a new, empty database`,
      );
    }
    if (applied) {
      const tables = (await tablesInLoadOrder(session)).map((table) => table.name);
      const withRows = Object.entries(await countRows(session, tables)).filter(([, rows]) => rows > 0);
      if (withRows.length > 0) {
        throw new RestoreRefused(
          `the database already holds a shop (${withRows.map(([table, rows]) => `${table}: ${rows}`).join(", ")}): restore into a new, empty database`,
        );
      }
    }
  });
  const stored = await storage.list();
  if (stored.length > 0) {
    throw new RestoreRefused(
      `the file storage already holds ${stored.length} files (${stored[0]}…): restore into an empty folder or bucket`,
    );
  }
}

/** Every file of the backup checked against the manifest's hash before anything is written. */
async function refuseDamagedBackup(folder: string, manifest: Manifest) {
  const damaged: string[] = [];
  for (const entry of manifest.tables) {
    if ((await fileSha256(path.join(folder, entry.file)).catch(() => "missing")) !== entry.sha256)
      damaged.push(`${entry.name}: ${entry.file}`);
  }
  for (const file of manifest.files) {
    if ((await fileSha256(backupPathOf(folder, file.key)).catch(() => "missing")) !== file.sha256) damaged.push(`file ${file.key}`);
  }
  if (damaged.length > 0)
    throw new RestoreRefused(
      "the backup is damaged: these files are missing or differ from the manifest's sha256; nothing was written",
      damaged,
    );
}

/**
 * Loads every table of the backup, parents first, with the tables' own triggers off: their rows are the effects the
 * triggers had when the shop ran (bars to prepare, change notices, mails queued), so firing them again would count
 * twice. Foreign keys and checks stay on. Each table must end with its manifest's rows.
 */
async function loadRows(session: DatabaseSession, folder: string, manifest: Manifest) {
  const tables = await tablesInLoadOrder(session);
  const names = tables.map((table) => table.name).sort();
  const expected = manifest.tables.map((table) => table.name).sort();
  if (JSON.stringify(names) !== JSON.stringify(expected)) {
    throw new RestoreRefused(
      `the tables at ${manifest.schema_version} are not the backup's: ${names.join(", ")} here, ${expected.join(", ")} in the backup`,
    );
  }
  const shapes = new Map(tables.map((table) => [table.name, table]));
  for (const { name } of tables) await session.rows(`alter table ${quoted(name)} disable trigger user`);
  const differences: string[] = [];
  for (const entry of manifest.tables) {
    const loaded = await loadTable(session, shapes.get(entry.name)!, path.join(folder, entry.file));
    if (loaded !== entry.rows) differences.push(`${entry.name}: ${entry.rows} rows in the backup, ${loaded} loaded`);
  }
  for (const { name } of tables) await session.rows(`alter table ${quoted(name)} enable trigger user`);
  await moveSequencesPastRows(session);
  if (differences.length > 0) throw new RestoreRefused("the backup's rows did not load whole; nothing was written", differences);
}

/** Each column's sequence (serial or identity) set past the rows loaded, so the next insert takes a new number. */
async function moveSequencesPastRows(session: DatabaseSession) {
  const sequences = await session.rows<{ table_name: string; column_name: string; sequence: string }>(
    `select c.relname as table_name, a.attname as column_name, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
  );
  for (const { table_name, column_name, sequence } of sequences) {
    await session.rows(`select setval($1, coalesce((select max(${quoted(column_name)}) from ${quoted(table_name)}), 0) + 1, false)`, [
      sequence,
    ]);
  }
}

async function readRestoredFigures(database: Database, storage: FileStorage, manifest: Manifest) {
  const { rows, money } = await inSession(database, "snapshot", async (session) => ({
    rows: await countRows(
      session,
      manifest.tables.map((table) => table.name),
    ),
    money: await moneyFigures(session, { now: new Date(manifest.money.read_at), delayDays: manifest.money.payout_delay_days }),
  }));
  return { rows, money, files: await describeStoredFiles(storage) };
}
