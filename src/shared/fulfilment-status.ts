// The fulfilment of an order and how every screen writes it (docs/product.md#fulfilment): an axis of its own beside
// the payment status. Home deliveries are shipped to the buyer; pick-up orders travel in one parcel per campaign to
// the association, which hands each one over. Each status has its French text here, once.

export const fulfilmentStatuses = ["to_prepare", "shipped", "delivered_to_association", "handed_over", "cancelled"] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

export const fulfilmentStatusLabels = {
  to_prepare: "À préparer",
  shipped: "Expédiée",
  delivered_to_association: "Livrée à l'association",
  handed_over: "Remise",
  cancelled: "Annulée",
} as const satisfies Record<FulfilmentStatus, string>;

/** The one-way steps of each delivery mode: from a status, the only next one (none at the end). */
export const fulfilmentNextStep = {
  home_delivery: { to_prepare: "shipped" },
  pickup: { to_prepare: "delivered_to_association", delivered_to_association: "handed_over" },
} as const satisfies Record<"home_delivery" | "pickup", Partial<Record<FulfilmentStatus, FulfilmentStatus>>>;

export function isFulfilmentStatus(value: string): value is FulfilmentStatus {
  return (fulfilmentStatuses as readonly string[]).includes(value);
}

/** The French text of a status as read from the network or the database, whatever its value. */
export function fulfilmentStatusLabel(status: string): string {
  return isFulfilmentStatus(status) ? fulfilmentStatusLabels[status] : "Statut inconnu";
}
