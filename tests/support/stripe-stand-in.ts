import Stripe from "stripe";
import {
  startStripeStandIn as startStandIn,
  type StandInCharge,
  type StandInRefund,
  type StandInRequest,
  type StandInSession,
} from "../../rehearsal/stripe-stand-in.mjs";

// Tests only. Stripe's servers can't be reached from the test environment, so tests run the real `stripe` SDK
// against the stand-in of the rehearsal (rehearsal/stripe-stand-in.mjs: the calls the shop makes, in Stripe's
// wire format), and check what the SDK actually sent. Webhook events are delivered by the tests themselves
// (tests/support/stripe-app.ts), so the stand-in only records its own.

export type { StandInCharge, StandInRefund, StandInSession };

export type RecordedCreate = Pick<StandInRequest, "form" | "idempotencyKey" | "authorization">;

export type StripeStandIn = {
  /** A real Stripe client whose requests go to this stand-in. */
  client: Stripe;
  port: number;
  /** Every checkout.sessions.create the SDK sent, replays included. */
  readonly creates: RecordedCreate[];
  /** The session id of every retrieve, in order: how often the server asked Stripe. */
  readonly retrieves: string[];
  sessions: Map<string, StandInSession>;
  /** Every refunds.create the SDK sent, replays included. */
  readonly refundCreates: RecordedCreate[];
  charges: Map<string, StandInCharge>;
  /** Marks a session paid, as Stripe does when the buyer pays: a PaymentIntent and its charge. */
  pay(sessionId: string): Promise<{ session: StandInSession; charge: StandInCharge }>;
  /** A refund made in Stripe's dashboard (no metadata of ours). */
  dashboardRefund(chargeId: string, amount: number): StandInRefund;
  /** Runs after a refund is created and before Stripe answers (a webhook arriving before the answer). */
  beforeRefundAnswer: ((refund: StandInRefund, charge: StandInCharge) => Promise<void>) | null;
  /** The next request answers this Stripe error instead (error paths). */
  failNext(status: number, error: { type: string; message: string; code?: string }): void;
  close(): Promise<void>;
};

/** Starts the stand-in on a random loopback port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const standIn = await startStandIn();
  const sent = (method: string, path: RegExp) =>
    standIn.requests
      .filter((request) => request.method === method && path.test(request.path))
      .map(({ form, idempotencyKey, authorization }) => ({ form, idempotencyKey, authorization }));
  return {
    client: new Stripe("sk_test_x", { host: "127.0.0.1", port: standIn.port, protocol: "http", maxNetworkRetries: 0, timeout: 5_000 }),
    port: standIn.port,
    get creates() {
      return sent("POST", /^\/v1\/checkout\/sessions$/);
    },
    get retrieves() {
      return standIn.requests
        .filter((request) => request.method === "GET" && request.path.startsWith("/v1/checkout/sessions/"))
        .map((request) => decodeURIComponent(request.path.slice("/v1/checkout/sessions/".length)));
    },
    get refundCreates() {
      return sent("POST", /^\/v1\/refunds$/);
    },
    sessions: standIn.state.sessions,
    charges: standIn.state.charges,
    pay: (sessionId) => standIn.pay(sessionId),
    dashboardRefund: (chargeId, amount) => standIn.dashboardRefund(chargeId, amount),
    get beforeRefundAnswer() {
      return standIn.hooks.beforeRefundAnswer;
    },
    set beforeRefundAnswer(hook) {
      standIn.hooks.beforeRefundAnswer = hook;
    },
    failNext: (status, error) => standIn.failNext(status, error),
    close: () => standIn.stop(),
  };
}
