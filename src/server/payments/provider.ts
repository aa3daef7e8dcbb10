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
  /** The sale's expired session this one replaces (decision 045): a new page, not the old one replayed. */
  replacesSessionId?: string | null;
};

export type PaymentSession = { url: string; sessionId: string };

/** Where a hosted payment page stands (decision 045): still payable at its address, expired, or paid (or being paid). */
export type SessionState = { state: "open"; url: string } | { state: "expired" } | { state: "complete" };

/** Money given back on one paid order (docs/product.md#refunds); the provider refunds once per idempotency key. */
export type ProviderRefundRequest = { saleId: string; sessionId: string; amountCents: number; idempotencyKey: string };

/** A refund as the provider knows it, with what ties it to ours (the idempotency key we sent, if we made it). */
export type ProviderRefund = { refundId: string; amountCents: number; status: string; idempotencyKey: string | null };

/** Both providers (Stripe Checkout and the embedded simulated provider) open a page; orders/payment-transition.ts confirms. */
export type PaymentProvider = {
  name: "simulated" | "stripe";
  createSession(request: PaymentRequest): Promise<PaymentSession>;
  /** Only for a page this server serves: the session of a sale not yet stored, so it's stored in the same write. */
  sessionForSale?(saleId: string): PaymentSession;
  /** A hosted page's state, for a checkout attempt sent again: its page again while open (decision 045). */
  sessionState?(sessionId: string): Promise<SessionState>;
  /** Asks the provider for the session's real outcome (return page when the webhook is late); null if still open. */
  lookupOutcome?(sessionId: string): Promise<PaymentOutcome | null>;
  /**
   * Refunds part or all of the order's payment. Throws RefundRefusedError (lib/refund-refused.ts) when the provider
   * definitively says no; any other error may be retried with the same key.
   */
  refund(request: ProviderRefundRequest): Promise<{ refundId: string }>;
  /** A charge's refunds as the provider now knows them, and the sale it paid (Stripe's charge.refunded webhook). */
  chargeRefunds?(chargeId: string): Promise<{ saleId: string | null; amountCents: number; refunds: ProviderRefund[] }>;
};
