// Types of rehearsal/stripe-stand-in.mjs, for the TypeScript that drives it (the shop's tests).

export type StandInSession = {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  /** Set once paid. */
  payment_intent: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  success_url: string;
  /** The stand-in's payment page while open; null after, as at Stripe. */
  url: string | null;
};

export type StandInRefund = {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: "succeeded";
};

export type StandInCharge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  /** Kept with the charge; answered only with expand[]=refunds, as at Stripe. */
  refunds: { object: "list"; data: StandInRefund[]; has_more: false; url: string };
};

export type StandInEvent = {
  event: { id: string; object: "event"; type: string; created: number; data: { object: Record<string, unknown> } };
  attempts: { at: string; status: number | null; error?: string }[];
  delivered: boolean;
  /** Delivered, or its retries ran out (or the stand-in stopped). */
  done: boolean;
};

export type StandInRequest = {
  method: string;
  path: string;
  /** The form-encoded body as flat keys, as the SDK sends it: `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

export type StripeStandInOptions = {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed (the shop's /api/payments/stripe/webhook); unset, they are only recorded. */
  webhookUrl?: string;
  /** The endpoint's signing secret (STRIPE_WEBHOOK_SECRET); required with webhookUrl. */
  webhookSecret?: string;
  /** The address browsers reach the stand-in at, for the sessions' payment pages; default its own. */
  publicUrl?: string;
  /** The only API key accepted (STRIPE_SECRET_KEY); unset, any test key. */
  secretKey?: string;
  /** The waits between delivery attempts of an event; default 1, 2, 4 and 8 seconds. */
  webhookRetryDelaysMs?: number[];
};

export type StripeStandIn = {
  url: string;
  port: number;
  sessions(): StandInSession[];
  events(): StandInEvent[];
  /** The live session and charge (they change as Stripe's would), and its event once delivered or given up. */
  pay(sessionId: string): Promise<{ session: StandInSession; charge: StandInCharge; event: StandInEvent }>;
  payAll(options?: { concurrency?: number }): Promise<{ paid: number; undelivered: string[] }>;
  expire(sessionId: string): Promise<{ session: StandInSession; event: StandInEvent }>;
  dashboardRefund(chargeId: string, amount: number): StandInRefund;
  deliveriesSettled(): Promise<void>;
  requests: StandInRequest[];
  state: { sessions: Map<string, StandInSession>; charges: Map<string, StandInCharge> };
  hooks: { beforeRefundAnswer: ((refund: StandInRefund, charge: StandInCharge) => Promise<void>) | null };
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  stop(): Promise<void>;
};

export function startStripeStandIn(options?: StripeStandInOptions): Promise<StripeStandIn>;
