// npm run restore -- FOLDER : rebuilds the shop of a backup into the empty database and storage this environment
// configures, then checks its figures against the backup's (docs/operations.md#backups-and-restore).
import { describeRestore, restoreShop, RestoreRefused } from "../backup/service";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createStorage } from "../storage/storage";

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run restore -- /path/to/the/backup/folder");
  process.exit(1);
}

const config = loadConfig();
// The restore migrates itself: first to the backup's schema version, then to this code's.
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, skipMigrations: true });
try {
  const report = await restoreShop({ database, storage: createStorage(config.storage), folder });
  console.log(describeRestore(report));
  console.log("Done: the restored shop holds the backup's rows, money and files.");
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Restore refused: ${error.message}` : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
