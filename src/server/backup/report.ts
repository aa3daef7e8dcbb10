import type { Manifest } from "./manifest";
import type { RestoreReport } from "./restore";

const euros = (cents: number) => (cents / 100).toFixed(2);

/** What `npm run backup` prints: what the folder holds. */
export function describeBackup(manifest: Manifest, folder: string, seconds: number): string {
  const lines = [
    `Backup of ${manifest.taken_at} (${manifest.engine}, schema ${manifest.schema_version}) written to ${folder} in ${seconds.toFixed(1)} s`,
    ...manifest.tables
      .filter((table) => table.rows > 0)
      .map((table) => `  ${table.name.padEnd(28)} ${String(table.rows).padStart(10)} rows`),
    ...manifest.money.orders_by_status.map(
      (o) =>
        `  orders ${`${o.status}/${o.payment_method}`.padEnd(21)} ${String(o.orders).padStart(10)}  ${euros(o.total_cents).padStart(12)} EUR`,
    ),
    `  campaigns' statements        ${String(manifest.money.campaigns.length).padStart(10)}`,
    `  stored files                 ${String(manifest.files.length).padStart(10)}  ${(manifest.files.reduce((sum, f) => sum + f.size, 0) / 1e6).toFixed(1)} MB`,
  ];
  if (manifest.referenced_files_missing.length > 0) {
    lines.push(`MISSING: ${manifest.referenced_files_missing.length} files the database names are not in the storage:`);
    lines.push(...manifest.referenced_files_missing.map((key) => `  ${key}`));
  }
  return lines.join("\n");
}

/** What `npm run restore` prints: the backup's figures beside the restored shop's. */
export function describeRestore({ manifest, restored, migratedTo }: RestoreReport): string {
  const row = (what: string, backup: string | number, now: string | number | undefined) =>
    `  ${what.padEnd(34)} ${String(backup).padStart(14)} ${String(now ?? "-").padStart(14)}`;
  const balances = new Map(restored.money.campaigns.map((c) => [c.id, c.statement]));
  const ordersNow = new Map(restored.money.orders_by_status.map((o) => [`${o.status}/${o.payment_method}`, o]));
  return [
    `Restored the backup of ${manifest.taken_at} (schema ${manifest.schema_version}, now migrated to ${migratedTo})`,
    row("", "backup", "restored"),
    ...manifest.tables.map((table) => row(table.name, table.rows, restored.rows[table.name])),
    ...manifest.money.orders_by_status.map((o) => {
      const key = `${o.status}/${o.payment_method}`;
      return row(`orders ${key} (EUR)`, euros(o.total_cents), ordersNow.has(key) ? euros(ordersNow.get(key)!.total_cents) : undefined);
    }),
    ...manifest.money.campaigns.map((c) => {
      const now = balances.get(c.id);
      return row(`balance ${c.public_slug} (EUR)`, euros(c.statement.balance_cents), now ? euros(now.balance_cents) : undefined);
    }),
    row("stored files", manifest.files.length, restored.files.length),
  ].join("\n");
}
