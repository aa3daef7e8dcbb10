import { saleStatusText, type StatusTone } from "../../shared/order-status";

/**
 * docs/product.md#sale-states: sale status in the drawer and account: 'Réussi', 'En attente', 'Échoué'...
 * (src/shared/order-status.ts).
 */
export function saleStatusDisplay(status: string): { label: string; tone: StatusTone } {
  const { badge, tone } = saleStatusText(status);
  return { label: badge, tone };
}

type SaleLine = { quantity?: number | null };

/** docs/product.md#sales-drawer: in the drawer list a line without quantity counts as 1. */
export function barsInSale(items: readonly SaleLine[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + (typeof item.quantity === "number" ? item.quantity : 1), 0);
}
