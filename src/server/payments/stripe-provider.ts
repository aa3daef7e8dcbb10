import Stripe from "stripe";
import type { StripeApiEndpoint } from "../config";
import { RefundRefusedError } from "../lib/refund-refused";
import type { PaymentProvider, PaymentRequest, ProviderRefund } from "./provider";

/**
 * Stripe's minimum lifetime for a Checkout Session is 30 minutes after *its* creation time; the extra minute
 * absorbs network latency and clock skew, which would otherwise make Stripe refuse the session.
 */
export const CHECKOUT_SESSION_LIFETIME_SECONDS = 30 * 60 + 60;

/** A Stripe call that failed; createCheckout turns it into PAYMENT_UNAVAILABLE (the cause keeps the details). */
export class StripeProviderError extends Error {
  override name = "StripeProviderError";
}

type StripeProviderOptions = {
  secretKey: string;
  /** STRIPE_API_URL: where the SDK's calls go instead of api.stripe.com (a stand-in). */
  api?: StripeApiEndpoint;
  /** An already configured client (tests point one at a local stand-in); otherwise one is built from the key. */
  client?: Stripe;
};

/** The production client: bounded waits, and the SDK's retries are safe because every create carries an idempotency key. */
export function createStripeClient(secretKey: string, api?: StripeApiEndpoint): Stripe {
  return new Stripe(secretKey, {
    ...(api && { host: api.host, port: api.port, protocol: api.protocol }),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: "boutique-solidaire" },
  });
}

// The expiry is rounded up to this step, so that calls for one sale moments apart send the same parameters under the
// same idempotency key (Stripe refuses a key sent again with other parameters) and get one session back.
const EXPIRY_STEP_SECONDS = 5 * 60;

/** When a session opened now expires: at least the minimum lifetime away, on a five-minute step. */
export function sessionExpiry(nowMs: number): number {
  const earliest = Math.floor(nowMs / 1000) + CHECKOUT_SESSION_LIFETIME_SECONDS;
  return Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

/**
 * One session per sale and expiry: a retried creation (the SDK's retries, a double tap, a retry after a lost answer)
 * gets the first session back; a sale whose session expired opens a new one, under a new key (decision 045).
 */
export function sessionIdempotencyKey(request: Pick<PaymentRequest, "saleId" | "replacesSessionId">, expiresAt: number): string {
  return `checkout_${request.saleId}_${expiresAt}${request.replacesSessionId ? `_${request.replacesSessionId}` : ""}`;
}

/** Stripe substitutes {CHECKOUT_SESSION_ID} itself: the braces must reach it unencoded, so no URL API here. */
export function withSessionIdParam(successUrl: string): string {
  return `${successUrl}${successUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
}

/** The Checkout Session for one order, from the lines priced by the server (never the browser's prices). */
export function checkoutSessionParams(request: PaymentRequest, nowMs = Date.now()): Stripe.Checkout.SessionCreateParams {
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = request.lines.map((line) => ({
    quantity: line.quantity,
    price_data: { currency: request.currency, unit_amount: line.unitAmountCents, product_data: { name: line.name } },
  }));
  if (request.deliveryFeeCents > 0) {
    lineItems.push({
      quantity: 1,
      price_data: { currency: request.currency, unit_amount: request.deliveryFeeCents, product_data: { name: "Livraison à domicile" } },
    });
  }
  // The buyer must be charged exactly what the sale records; a mismatch is a bug, not something to send to Stripe.
  const charged = lineItems.reduce((sum, item) => sum + item.price_data!.unit_amount! * item.quantity!, 0);
  if (charged !== request.totalCents) {
    throw new StripeProviderError(`line items add up to ${charged} cents, the sale to ${request.totalCents}`);
  }

  const metadata = { sale_id: request.saleId, order_reference: request.orderReference };
  return {
    mode: "payment",
    line_items: lineItems,
    customer_email: request.customerEmail,
    client_reference_id: request.saleId,
    metadata,
    payment_intent_data: { metadata, description: request.description },
    locale: "fr",
    success_url: withSessionIdParam(request.successUrl),
    cancel_url: request.cancelUrl,
    expires_at: sessionExpiry(nowMs),
  };
}

/** What a retrieved session means for the sale; null while the buyer may still pay. */
export function sessionOutcome(session: Pick<Stripe.Checkout.Session, "status" | "payment_status">): "paid" | "expired" | null {
  if (session.status === "complete" && (session.payment_status === "paid" || session.payment_status === "no_payment_required")) {
    return "paid";
  }
  if (session.status === "expired") return "expired";
  // 'complete' but 'unpaid' is a delayed method (SEPA debit...): the async_payment_* webhook will settle it.
  return null;
}

function toProviderError(action: string, error: unknown): StripeProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const details = [error.type, error.code, error.statusCode, error.requestId].filter((d) => d !== undefined && d !== null);
    return new StripeProviderError(`Stripe ${action} failed (${details.join(", ")}): ${error.message}`, { cause: error });
  }
  return new StripeProviderError(`Stripe ${action} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/** Stripe's own "no" (400/404: already refunded, amount too large, no such payment): retrying won't change it. */
function isRefusal(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Stripe Checkout (hosted page). Confirmation comes from stripe-webhook.ts, or lookupOutcome on the return page. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.client ?? createStripeClient(options.secretKey, options.api);
  return {
    name: "stripe",
    async createSession(request) {
      const params = checkoutSessionParams(request);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(params, { idempotencyKey: sessionIdempotencyKey(request, params.expires_at!) });
      } catch (error) {
        throw toProviderError("checkout.sessions.create", error);
      }
      if (!session.url) throw new StripeProviderError(`Stripe session ${session.id} has no url`);
      return { url: session.url, sessionId: session.id };
    },
    async sessionState(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        throw toProviderError("checkout.sessions.retrieve", error);
      }
      if (session.status === "open" && session.url) return { state: "open", url: session.url };
      if (session.status === "expired") return { state: "expired" };
      // Complete, paid or a delayed method still settling: never a second page to pay on.
      return { state: "complete" };
    },
    async lookupOutcome(sessionId) {
      try {
        return sessionOutcome(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        throw toProviderError("checkout.sessions.retrieve", error);
      }
    },
    async refund(request) {
      let paymentIntent: string | null;
      try {
        paymentIntent = idOf((await stripe.checkout.sessions.retrieve(request.sessionId)).payment_intent);
      } catch (error) {
        if (isRefusal(error)) throw new RefundRefusedError(`Stripe session ${request.sessionId} not found`, { cause: error });
        throw toProviderError("checkout.sessions.retrieve", error);
      }
      if (!paymentIntent) throw new RefundRefusedError(`Stripe session ${request.sessionId} has no payment to refund`);
      try {
        // The key makes a retry (double click, crash, lost answer) get the first refund back instead of a second one;
        // the metadata lets the charge.refunded webhook tell this refund from one made in Stripe's dashboard.
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountCents,
            metadata: { sale_id: request.saleId, idempotency_key: request.idempotencyKey },
          },
          { idempotencyKey: `refund_${request.idempotencyKey}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        if (isRefusal(error)) throw new RefundRefusedError(`Stripe refused the refund: ${(error as Error).message}`, { cause: error });
        throw toProviderError("refunds.create", error);
      }
    },
    async chargeRefunds(chargeId) {
      try {
        // Read now rather than from the event: a late or replayed event then sees the charge as it stands.
        const charge = await stripe.charges.retrieve(chargeId, { expand: ["payment_intent"] });
        const intent = charge.payment_intent && typeof charge.payment_intent !== "string" ? charge.payment_intent : null;
        const refunds: ProviderRefund[] = [];
        for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) {
          refunds.push({
            refundId: refund.id,
            amountCents: refund.amount,
            status: refund.status ?? "pending",
            idempotencyKey: refund.metadata?.idempotency_key ?? null,
          });
        }
        return { saleId: intent?.metadata?.sale_id ?? charge.metadata?.sale_id ?? null, amountCents: charge.amount, refunds };
      } catch (error) {
        throw toProviderError("charges.retrieve", error);
      }
    },
  };
}
