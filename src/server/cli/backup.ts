// npm run backup -- FOLDER : a backup of the shop this environment configures (the server's own variables), into a
// new folder (docs/operations.md#backups-and-restore). Exits 1 when a file the database names was missing.
import { backupShop, describeBackup } from "../backup/service";
import { folderArgument, openConfiguredShop } from "./configured-shop";

const folder = folderArgument("npm run backup -- /path/to/a/new/folder");
const { config, database, storage } = await openConfiguredShop();
const started = performance.now();
try {
  const manifest = await backupShop({ database, storage, folder, payoutDelayDays: config.payoutDelayDays });
  console.log(describeBackup(manifest, folder, (performance.now() - started) / 1000));
  if (manifest.referenced_files_missing.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
