import pg from "pg";

/** Runs one statement on the database of `databaseUrl` (creating or dropping the test databases beside it). */
export async function asAdmin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the server of `databaseUrl`. */
export function databaseUrlNamed(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
