// A sale's payment state and how every screen writes it (docs/product.md#sale-states). Each status has its
// texts here, once: a new status doesn't compile until it is given them.

export const saleStatuses = [
  "pending",
  "paid",
  "complete",
  "failed",
  "expired",
  "partially_refunded",
  "refunded",
  "cancelled",
  "awaiting_confirmation",
] as const;
export type SaleStatus = (typeof saleStatuses)[number];

/** Where a provider's confirmation moves a pending sale; the move is one-way. */
export type PaymentOutcome = Extract<SaleStatus, "paid" | "failed" | "expired">;

/** The badge colours of components/ui/badge.tsx. */
export type StatusTone = "success" | "warning" | "danger" | "neutral";

/** What the thank-you page makes of a status. */
export type OrderOutcome = "paid" | "pending" | "failed" | "unknown";

export type SaleStatusText = {
  /** The drawer and the account (docs/product.md#sale-states): 'Réussi', 'En attente', 'Échoué'. */
  badge: string;
  /** The sales page and the CSV export: 'Payé' for a paid sale. */
  ledger: string;
  tone: StatusTone;
  outcome: OrderOutcome;
};

// 'complete' is an older spelling of 'paid' and reads the same everywhere.
export const saleStatusTexts = {
  pending: { badge: "En attente", ledger: "En attente", tone: "warning", outcome: "pending" },
  paid: { badge: "Réussi", ledger: "Payé", tone: "success", outcome: "paid" },
  complete: { badge: "Réussi", ledger: "Payé", tone: "success", outcome: "paid" },
  failed: { badge: "Échoué", ledger: "Échoué", tone: "danger", outcome: "failed" },
  expired: { badge: "Expiré", ledger: "Expiré", tone: "neutral", outcome: "failed" },
  // docs/product.md#refunds: the money of a paid order given back, in part or in full.
  partially_refunded: { badge: "Remboursée partiellement", ledger: "Remboursée partiellement", tone: "warning", outcome: "paid" },
  refunded: { badge: "Remboursée", ledger: "Remboursée", tone: "neutral", outcome: "paid" },
  // docs/product.md#paper-orders: a cash or cheque order the association recorded, then cancelled.
  cancelled: { badge: "Annulée", ledger: "Annulée", tone: "neutral", outcome: "failed" },
  // docs/product.md#paper-orders: a paper order above the campaign's ceiling, counted nowhere until a manager confirms it.
  awaiting_confirmation: {
    badge: "En attente de confirmation",
    ledger: "En attente de confirmation",
    tone: "warning",
    outcome: "pending",
  },
} as const satisfies Record<SaleStatus, SaleStatusText>;

/** A status this version doesn't know (a newer server, a hand-edited row): said in French, never shown raw. */
export const unknownSaleStatusText: SaleStatusText = {
  badge: "Statut inconnu",
  ledger: "Statut inconnu",
  tone: "neutral",
  outcome: "unknown",
};

/**
 * The statuses that count as money received; what was refunded of them is taken off in SQL (refunded_cents). A
 * fully refunded order counts no more.
 */
export const settledSaleStatuses = ["paid", "complete", "partially_refunded"] as const satisfies readonly SaleStatus[];

export function isSaleStatus(value: string): value is SaleStatus {
  return (saleStatuses as readonly string[]).includes(value);
}

/** The texts of a status as read from the network or the database, whatever its value. */
export function saleStatusText(status: string): SaleStatusText {
  return isSaleStatus(status) ? saleStatusTexts[status] : unknownSaleStatusText;
}

/**
 * The sales lists' status filter (docs/product.md#sales-totals): the cards, the rows and the footer all count the
 * same sales. 'Payées' by default; 'Remboursées' are the orders with money given back, in part or in full.
 */
export const salesListFilters = ["paid", "pending", "expired", "refunded", "all"] as const;
export type SalesListFilter = (typeof salesListFilters)[number];

export const salesListFilterStatuses = {
  paid: settledSaleStatuses,
  pending: ["pending"],
  expired: ["expired", "failed"],
  refunded: ["partially_refunded", "refunded"],
  all: saleStatuses,
} as const satisfies Record<SalesListFilter, readonly SaleStatus[]>;

export const salesListFilterLabels = {
  paid: "Payées",
  pending: "En attente",
  expired: "Expirées ou échouées",
  refunded: "Remboursées",
  all: "Toutes",
} as const satisfies Record<SalesListFilter, string>;
