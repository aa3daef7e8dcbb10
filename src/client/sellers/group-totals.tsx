import type { ReactNode } from "react";
import { formatEuros } from "../../shared/money";
import type { SellersOverview } from "../../shared/sellers-responses";
import { StackedTableHead } from "../components/stacked-table-head";
import { cn } from "../lib/utils";
import { groupLabel } from "./sellers-texts";

type Totals = { bars: number; amount_cents: number; orders: number };
type Row = { key: string; label: string; sellers: number | null } & Totals;

const headers = ["Groupe", "Vendeurs", "Tablettes", "Montant", "Commandes"];

/**
 * 'Par groupe': what each class or team sold, then 'Sans vendeur', the orders that came through no seller's link (or
 * a deleted seller's). From tablet width a table; on a phone each row is a card whose cells carry their column name.
 * The explicit roles keep the table semantics when CSS changes how its parts are displayed.
 */
export function GroupTotals({ overview }: { overview: SellersOverview }) {
  const rows: Row[] = overview.groups.map((group) => ({
    key: `group-${group.group_name ?? ""}`,
    label: groupLabel(group.group_name),
    sellers: group.sellers,
    bars: group.bars,
    amount_cents: group.amount_cents,
    orders: group.orders,
  }));
  rows.push({ key: "without-seller", label: "Sans vendeur", sellers: null, ...overview.without_seller });
  return (
    <section aria-labelledby="group-totals-title" className="flex flex-col gap-3">
      <h2 id="group-totals-title" className="text-xl font-semibold">
        Par groupe
      </h2>
      <table role="table" aria-labelledby="group-totals-title" className="w-full border-collapse text-left text-sm max-sm:block">
        <StackedTableHead
          headers={headers}
          headerClassName={(index) => cn("px-3 py-2 font-semibold first:pl-0", index > 0 && "text-right")}
        />
        <tbody role="rowgroup" className="max-sm:flex max-sm:flex-col max-sm:gap-3 sm:divide-y sm:divide-line/70">
          {rows.map((row) => (
            <tr
              key={row.key}
              role="row"
              className={cn(
                "max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:rounded-2xl max-sm:bg-white max-sm:p-4 max-sm:shadow-(--shadow-soft)",
                row.sellers === null && "text-muted sm:border-t-2 sm:border-line",
              )}
            >
              <Cell label="Groupe" className="font-semibold text-chocolate sm:pl-0">
                {row.label}
              </Cell>
              <Cell label="Vendeurs" numeric>
                {row.sellers ?? "—"}
              </Cell>
              <Cell label="Tablettes" numeric>
                {row.bars}
              </Cell>
              <Cell label="Montant" numeric>
                {formatEuros(row.amount_cents)}
              </Cell>
              <Cell label="Commandes" numeric>
                {row.orders}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-muted">
        « Sans vendeur » : les commandes passées sans le lien d'un vendeur, et celles des vendeurs supprimés.
      </p>
    </section>
  );
}

/** On a phone the column name shows before the value (the header row is only read by screen readers there). */
function Cell({
  label,
  numeric = false,
  className,
  children,
}: {
  label: string;
  numeric?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        "px-3 py-3 tabular-nums",
        numeric && "sm:text-right",
        "max-sm:grid max-sm:grid-cols-[6.5rem_1fr] max-sm:items-baseline max-sm:gap-3 max-sm:p-0",
        'max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-muted max-sm:before:uppercase max-sm:before:content-[attr(data-label)_/_""]',
        className,
      )}
    >
      <div className="min-w-0 break-words">{children}</div>
    </td>
  );
}
