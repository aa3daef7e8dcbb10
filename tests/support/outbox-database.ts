import { afterAll, beforeEach } from "vitest";
import type { Database } from "../../src/server/db/client";
import { mailOutbox } from "../../src/server/db/schema";
import { openTestDatabase } from "./database";

/**
 * A database for one test file of the mail outbox, opened at the file's top level and closed after its last test;
 * every test starts with an empty outbox.
 */
export async function outboxDatabaseForFile(): Promise<Database> {
  const database = await openTestDatabase();
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });
  return database;
}
