import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { asAdmin, databaseUrlNamed } from "./postgres-admin";

declare module "vitest" {
  // An interface, as Vitest declares it: the declarations merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ProvidedContext {
    /** The migrated PostgreSQL database each test database copies (tests/support/database.ts), when DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

let template: { adminUrl: string; name: string } | undefined;

/**
 * Vitest's global setup: with DATABASE_URL, one database migrated once for the whole run. Each test file's database is
 * created as a copy of it: a copy takes a fraction of the time that running the migrations again takes, for each of
 * some ninety databases (docs/decisions/028).
 */
export async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  project.provide("postgresTemplate", undefined);
  if (!adminUrl) return;
  const name = `test_template_${randomBytes(8).toString("hex")}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  template = { adminUrl, name };
  const database = await openDatabase({ databaseUrl: databaseUrlNamed(adminUrl, name) });
  await database.close();
  project.provide("postgresTemplate", name);
}

/** Removes the template at the end of the run. */
export async function teardown(): Promise<void> {
  if (template) await asAdmin(template.adminUrl, `drop database if exists "${template.name}" with (force)`);
}
