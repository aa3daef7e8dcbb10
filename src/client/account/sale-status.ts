export type StatusTone = "success" | "warning" | "danger" | "neutral";

/** SPEC.md §4 sale status in the drawer and account: paid/complete 'Réussi', pending, failed, else as is. */
export function saleStatusDisplay(status: string): { label: string; tone: StatusTone } {
  switch (status) {
    case "paid":
    case "complete":
      return { label: "Réussi", tone: "success" };
    case "pending":
      return { label: "En attente", tone: "warning" };
    case "failed":
      return { label: "Échoué", tone: "danger" };
    default:
      return { label: status, tone: "neutral" };
  }
}

type SaleLine = { quantity?: number | null };

/** SPEC.md §9: in the drawer list a line without quantity counts as 1. */
export function barsInSale(items: readonly SaleLine[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + (typeof item.quantity === "number" ? item.quantity : 1), 0);
}
