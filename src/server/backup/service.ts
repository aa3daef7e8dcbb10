// Backups that restore (decision 049, docs/operations.md#backups-and-restore): what the commands call.
export { backupShop, type BackupOptions } from "./backup";
export { restoreShop, RestoreRefused, type RestoreOptions, type RestoreReport } from "./restore";
export { describeBackup, describeRestore } from "./report";
