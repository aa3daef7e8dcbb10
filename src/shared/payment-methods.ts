// How a buyer paid an order (docs/product.md#paper-orders), and how every screen writes it: by card through the
// payment provider, or in cash or by cheque to the association, which records the order itself ('Commandes hors
// ligne'). No zod here: the drawer, the sales page, the CSV and the paper orders page all read it.

export const paymentMethods = ["card", "cash", "cheque"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The methods of a paper order: the association took the money. */
export const paperPaymentMethods = ["cash", "cheque"] as const satisfies readonly PaymentMethod[];
export type PaperPaymentMethod = (typeof paperPaymentMethods)[number];

export const paymentMethodLabels = {
  card: "Carte",
  cash: "Espèces",
  cheque: "Chèque",
} as const satisfies Record<PaymentMethod, string>;

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value);
}

export function isPaperPaymentMethod(value: string): value is PaperPaymentMethod {
  return (paperPaymentMethods as readonly string[]).includes(value);
}

/** The French label of a method as read from the network or the database, whatever its value. */
export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? paymentMethodLabels[method] : "Paiement inconnu";
}

/** 'Espèces', or 'Chèque n° 1234567' when the number is known. */
export function paperPaymentLabel(method: PaperPaymentMethod, chequeNumber: string | null): string {
  return method === "cheque" && chequeNumber ? `Chèque n° ${chequeNumber}` : paymentMethodLabels[method];
}

/** The reason of a paper order's history row: 'Commande papier : Espèces', 'Commande papier : Chèque n° 1234567'. */
export function paperOrderReason(method: PaperPaymentMethod, chequeNumber: string | null): string {
  return `Commande papier : ${paperPaymentLabel(method, chequeNumber)}`;
}

export const CHEQUE_NUMBER_REQUIRED = "Indiquez le numéro du chèque";
export const CHEQUE_NUMBER_MAX_LENGTH = 30;
