import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import type { DatabaseSession } from "./database-session";
import { quoted, type TableShape } from "./tables";

// A table's rows as the database writes them in JSON (row_to_json), one a line, gzipped: text that PGlite and
// PostgreSQL both read back (json_populate_recordset), whatever the column types, so a backup restores on either
// engine (decision 049). Read by a cursor and written as it comes, a million orders never sit in memory.

/** Rows read per FETCH, and written per INSERT at restore: large enough for few round trips, small in memory. */
const ROWS_PER_BATCH = 1000;

export type TableFile = { rows: number; sha256: string };

/** Writes every row of `table` as the transaction of `session` sees it into `file`; its row count and the file's hash. */
export async function dumpTable(session: DatabaseSession, table: string, file: string): Promise<TableFile> {
  const gzip = createGzip();
  const hash = createHash("sha256");
  const hashing = new PassThrough();
  hashing.on("data", (chunk: Buffer) => hash.update(chunk));
  const written = pipeline(gzip, hashing, createWriteStream(file));
  let rows = 0;
  const cursor = `dump_${table.replace(/\W/g, "_")}`;
  await session.rows(`declare ${cursor} no scroll cursor for select row_to_json(t)::text as j from ${quoted(table)} t`);
  try {
    for (;;) {
      const batch = await session.rows<{ j: string }>(`fetch ${ROWS_PER_BATCH} from ${cursor}`);
      if (batch.length === 0) break;
      rows += batch.length;
      // Waits for the file to take what was written: the memory a dump holds stays one batch, whatever the table.
      if (!gzip.write(batch.map((row) => row.j).join("\n") + "\n")) await once(gzip, "drain");
    }
  } finally {
    await session.rows(`close ${cursor}`);
    gzip.end();
    await written;
  }
  return { rows, sha256: hash.digest("hex") };
}

/** The sha256 of a file, read as a stream. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Loads `file` into `table` within the transaction of `session`, column by column by name (the table as the backup's
 * schema version made it: restore.ts migrates to that version first); the rows loaded, compared with the manifest
 * before the transaction commits.
 */
export async function loadTable(session: DatabaseSession, table: TableShape, file: string): Promise<number> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const columns = table.columns.map(quoted).join(", ");
  const insert = `insert into ${quoted(table.name)} (${columns}) overriding system value
                  select ${columns} from json_populate_recordset(null::${quoted(table.name)}, $1::json)`;
  let rows = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await session.rows(insert, [`[${batch.join(",")}]`]);
    rows += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    if (batch.length >= ROWS_PER_BATCH) await flush();
  }
  await flush();
  return rows;
}
