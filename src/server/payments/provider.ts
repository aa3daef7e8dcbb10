import type { PaymentOutcome } from "../../shared/order-status";

/** What a payment provider needs to open a payment page for one order. */
export type PaymentRequest = {
  saleId: string;
  orderReference: string;
  lines: { name: string; unitAmountCents: number; quantity: number }[];
  deliveryFeeCents: number;
  totalCents: number;
  currency: "eur";
  customerEmail: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
};

export type PaymentSession = { url: string; sessionId: string };

/** Both providers (Stripe Checkout and the embedded simulated provider) open a page; orders/payment-transition.ts confirms. */
export type PaymentProvider = {
  name: "simulated" | "stripe";
  createSession(request: PaymentRequest): Promise<PaymentSession>;
  /** Only for a page this server serves: the session of a sale not yet stored, so it's stored in the same write. */
  sessionForSale?(saleId: string): PaymentSession;
  /** Asks the provider for the session's real outcome (return page when the webhook is late); null if still open. */
  lookupOutcome?(sessionId: string): Promise<PaymentOutcome | null>;
};
