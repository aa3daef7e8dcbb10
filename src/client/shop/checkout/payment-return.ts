// The payment page sends the buyer back to the shop with ?paiement=refuse (refused card) or ?paiement=annule
// (Stripe's cancel link). The cart is kept in both cases.

export const PAYMENT_RETURN_PARAM = "paiement";

export type PaymentReturnNotice = { tone: "error" | "info"; message: string };

export function paymentReturnNotice(value: string | null): PaymentReturnNotice | null {
  if (value === "refuse") return { tone: "error", message: "Le paiement a été refusé. Votre panier est conservé." };
  if (value === "annule") return { tone: "info", message: "Paiement annulé. Votre panier est conservé." };
  return null;
}
