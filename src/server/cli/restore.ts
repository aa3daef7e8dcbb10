// npm run restore -- FOLDER : rebuilds the shop of a backup into the empty database and storage this environment
// configures, then checks its figures against the backup's (docs/operations.md#backups-and-restore).
import { describeRestore, restoreShop, RestoreRefused } from "../backup/service";
import { folderArgument, openConfiguredShop } from "./configured-shop";

const folder = folderArgument("npm run restore -- /path/to/the/backup/folder");
const { database, storage } = await openConfiguredShop();
try {
  const report = await restoreShop({ database, storage, folder });
  console.log(describeRestore(report));
  console.log("Done: the restored shop holds the backup's rows, money and files.");
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Restore refused: ${error.message}` : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
