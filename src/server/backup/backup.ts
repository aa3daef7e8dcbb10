import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/client";
import type { FileStorage } from "../storage/storage";
import { inSession } from "./database-session";
import { MANIFEST_FORMAT, writeManifest, type Manifest, type TableEntry } from "./manifest";
import { appliedSchemaVersion } from "./schema-version";
import { moneyFigures } from "./shop-figures";
import { copyStoredFiles, referencedKeys } from "./stored-files";
import { dumpTable } from "./table-files";
import { tablesInLoadOrder } from "./tables";

export type BackupOptions = { database: Database; storage: FileStorage; folder: string; payoutDelayDays: number };

/**
 * A consistent backup of the shop into `folder` (decision 049, docs/operations.md#backups-and-restore): the database
 * first, every table read in one repeatable-read transaction, so rows that reference each other and the money
 * figures belong to one moment; then the stored files. What it guarantees: every file the snapshot's rows name is
 * in the backup (the shop never deletes a named file, so none can go between the two steps); a file uploaded after
 * the snapshot may be in it too, named by nothing, which harms nothing. The manifest says which named files were
 * missing, which must be none.
 */
export async function backupShop({ database, storage, folder, payoutDelayDays }: BackupOptions): Promise<Manifest> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0) throw new Error(`${folder} is not empty: a backup goes into a new folder`);
  await mkdir(path.join(folder, "database"));

  const snapshot = await inSession(database, "snapshot", async (session) => {
    // The transaction's own start: the moment the snapshot shows, and the one its statements are read at.
    const [{ now }] = await session.rows<{ now: string }>(
      `select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`,
    );
    const schemaVersion = await appliedSchemaVersion(session);
    if (!schemaVersion) throw new Error("the database has never been migrated: there is no shop to back up");
    const tables: TableEntry[] = [];
    for (const [index, { name }] of (await tablesInLoadOrder(session)).entries()) {
      const file = path.join("database", `${String(index).padStart(3, "0")}-${name}.ndjson.gz`);
      tables.push({ name, file, ...(await dumpTable(session, name, path.join(folder, file))) });
    }
    const money = await moneyFigures(session, { now: new Date(now), delayDays: payoutDelayDays });
    return { takenAt: now, schemaVersion, tables, money, referenced: await referencedKeys(session) };
  });

  const files = await copyStoredFiles(storage, folder);
  const stored = new Set(files.map((file) => file.key));
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    taken_at: snapshot.takenAt,
    engine: database.kind,
    schema_version: snapshot.schemaVersion,
    tables: snapshot.tables,
    money: snapshot.money,
    files,
    referenced_files_missing: snapshot.referenced.filter((key) => !stored.has(key)),
  };
  // Written last: a folder with a manifest holds a whole backup.
  await writeManifest(folder, manifest);
  return manifest;
}
