// npm run backup -- FOLDER : a backup of the shop this environment configures (the server's own variables), into a
// new folder (docs/operations.md#backups-and-restore). Exits 1 when a file the database names was missing.
import { backupShop, describeBackup } from "../backup/service";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createStorage } from "../storage/storage";

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run backup -- /path/to/a/new/folder");
  process.exit(1);
}

const config = loadConfig();
// No migration: a backup reads the shop as the running server left it, whatever version this code is.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, skipMigrations: true });
const started = performance.now();
try {
  const manifest = await backupShop({ database, storage: createStorage(config.storage), folder, payoutDelayDays: config.payoutDelayDays });
  console.log(describeBackup(manifest, folder, (performance.now() - started) / 1000));
  if (manifest.referenced_files_missing.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
