import { useId } from "react";
import { salesListFilterLabels, salesListFilters, type SalesListFilter } from "../../shared/order-status";
import { Select } from "../components/ui/select";

export function isSalesListFilter(value: string | null): value is SalesListFilter {
  return value !== null && (salesListFilters as readonly string[]).includes(value);
}

/**
 * The sales lists' 'Statut' choice (docs/product.md#sales-totals): the totals above and the rows below count the same
 * sales, 'Payées' by default.
 */
export function StatusFilter({
  value,
  onChange,
  className,
}: {
  value: SalesListFilter;
  onChange: (value: SalesListFilter) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ?? "flex flex-col gap-1.5"}>
      <label htmlFor={id} className="text-sm font-medium text-chocolate">
        Statut
      </label>
      <Select id={id} value={value} onChange={(event) => isSalesListFilter(event.target.value) && onChange(event.target.value)}>
        {salesListFilters.map((filter) => (
          <option key={filter} value={filter}>
            {salesListFilterLabels[filter]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** 'dont n en attente' / 'n en attente de paiement, non comptées': the sales waiting for their payment, apart. */
export function pendingNote(filter: SalesListFilter, pendingCount: number): string | null {
  if (pendingCount === 0 || filter === "pending") return null;
  if (filter === "all") return `dont ${pendingCount} en attente`;
  return `${pendingCount} en attente de paiement, non comptée${pendingCount > 1 ? "s" : ""}`;
}
