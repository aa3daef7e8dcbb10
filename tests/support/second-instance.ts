import { buildApp, type App } from "../../src/server/app";
import type { Config } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { testConfig } from "./config";

/**
 * Another server instance on the PostgreSQL database of `app`, with its own connections, as two instances run in
 * production: the test closes it.
 */
export async function secondInstance(app: App, overrides: Partial<Config> = {}): Promise<App> {
  const url = app.database.pool!.options.connectionString!;
  const second = await buildApp(testConfig(overrides), { database: await openDatabase({ databaseUrl: url }) });
  second.addHook("onClose", async () => second.database.close());
  return second;
}
