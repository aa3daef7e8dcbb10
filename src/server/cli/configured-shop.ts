import { loadConfig, type Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { createStorage, type FileStorage } from "../storage/storage";

/** The command's one argument (a folder), or its usage printed and exit 1. */
export function folderArgument(usage: string): string {
  const folder = process.argv[2];
  if (!folder) {
    console.error(`Usage: ${usage}`);
    process.exit(1);
  }
  return folder;
}

/**
 * The shop this environment configures, as the server reads its variables: its database opened WITHOUT migrating (a
 * backup reads the shop as the running server left it; a restore migrates by itself) and its file storage. No statement
 * timeout: the server's 10 s suits a request, not a million rows read or written by an operator's command.
 */
export async function openConfiguredShop(): Promise<{ config: Config; database: Database; storage: FileStorage }> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    skipMigrations: true,
    statementTimeoutMs: 0,
  });
  return { config, database, storage: createStorage(config.storage) };
}
