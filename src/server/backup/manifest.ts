import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MoneyFigures } from "./shop-figures";
import type { StoredFile } from "./stored-files";

export const MANIFEST_FORMAT = "boutique-solidaire-backup/1";

/** One table of the dump, in load order: its file under the backup folder, its rows, the file's hash. */
export type TableEntry = { name: string; file: string; rows: number; sha256: string };

/** manifest.json: what the backup holds, and the figures a restore must find again (decision 049). */
export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  /** When the database snapshot was taken (its transaction's start). */
  taken_at: string;
  engine: "pglite" | "postgres";
  /** The last migration the database had applied: a restore loads into this schema, then migrates. */
  schema_version: string;
  tables: TableEntry[];
  money: MoneyFigures;
  /** Every file the storage held when it was listed, after the snapshot. */
  files: StoredFile[];
  /** Files the snapshot's rows name that the storage did not hold: none in a sound backup. */
  referenced_files_missing: string[];
};

export const manifestPath = (folder: string) => path.join(folder, "manifest.json");

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(manifestPath(folder), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath(folder), "utf8")) as Manifest;
  } catch (error) {
    throw new Error(`${manifestPath(folder)} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  if (manifest.format !== MANIFEST_FORMAT)
    throw new Error(`${manifestPath(folder)} is not a backup of this shop (format ${String(manifest.format)})`);
  return manifest;
}

/**
 * Where the figures of a restored shop differ from the backup's, one line each; none when they all match. Rows are
 * compared only when `rows` says so: a newer migration run after the load may add some (restore.ts).
 */
export function figureDifferences(
  expected: { rows: Record<string, number>; money: MoneyFigures; files: StoredFile[] },
  actual: { rows: Record<string, number>; money: MoneyFigures; files: StoredFile[] },
  { rows: compareRows }: { rows: boolean },
): string[] {
  const differences: string[] = [];
  for (const [table, rows] of compareRows ? Object.entries(expected.rows) : []) {
    if (actual.rows[table] !== rows) differences.push(`${table}: ${rows} rows in the backup, ${actual.rows[table] ?? "no table"} restored`);
  }
  const compare = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      differences.push(`${what}: ${JSON.stringify(a)} in the backup, ${JSON.stringify(b)} restored`);
  };
  compare("orders by status", expected.money.orders_by_status, actual.money.orders_by_status);
  const restored = new Map(actual.money.campaigns.map((campaign) => [campaign.id, campaign]));
  for (const campaign of expected.money.campaigns) {
    compare(`statement of ${campaign.public_slug}`, campaign.statement, restored.get(campaign.id)?.statement);
  }
  if (actual.money.campaigns.length !== expected.money.campaigns.length) {
    compare("campaigns", expected.money.campaigns.length, actual.money.campaigns.length);
  }
  const files = new Map(actual.files.map((file) => [file.key, file]));
  for (const file of expected.files) compare(`file ${file.key}`, file, files.get(file.key));
  if (actual.files.length !== expected.files.length) compare("files", expected.files.length, actual.files.length);
  return differences;
}
