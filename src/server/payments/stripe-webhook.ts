import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { apiErrorSchema } from "../../shared/error-responses";
import { AppError } from "../../shared/errors";
import { toCents } from "../../shared/money";
import { webhookReceivedSchema } from "../../shared/payment-responses";
import type { PaymentOutcome } from "../../shared/order-status";
import { findOrderPayment } from "../orders/queries";
import { adoptPaymentSession, recordProviderRefunds, settlePayment, type SettlementContext } from "../orders/service";
import type { PaymentProvider } from "./provider";
import { webhookDelay } from "../lib/metrics";

export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";
const WEBHOOK_BODY_LIMIT = 1_048_576;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type StripeWebhookOptions = {
  ctx: SettlementContext;
  webhookSecret: string;
  /** How old a signed event may be (replay window); Stripe's own default. */
  toleranceSeconds?: number;
  /** Reads a charge's refunds from Stripe (charge.refunded); without it those events are acknowledged and ignored. */
  provider?: Pick<PaymentProvider, "chargeRefunds">;
};

type CheckoutOutcome = { session: Stripe.Checkout.Session; outcome: PaymentOutcome };

/** The events that settle a sale; anything else (or a completed-but-unpaid session) changes nothing. */
export function checkoutOutcomeOf(event: Stripe.Event): CheckoutOutcome | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      // A delayed method (SEPA debit...) completes 'unpaid': async_payment_succeeded/failed will settle it.
      const settled = session.payment_status === "paid" || session.payment_status === "no_payment_required";
      return settled ? { session, outcome: "paid" } : null;
    }
    case "checkout.session.async_payment_succeeded":
      return { session: event.data.object, outcome: "paid" };
    case "checkout.session.async_payment_failed":
      return { session: event.data.object, outcome: "failed" };
    case "checkout.session.expired":
      return { session: event.data.object, outcome: "expired" };
    default:
      return null;
  }
}

/**
 * Applies a verified event to the sale it names, only if that sale really was sent to this session: a signed
 * event about another session (another environment sharing the account, a stale session) must not settle it.
 */
async function applyCheckoutEvent(
  ctx: SettlementContext,
  event: Stripe.Event,
  { session, outcome }: CheckoutOutcome,
  log: FastifyBaseLogger,
) {
  const saleId = session.client_reference_id ?? session.metadata?.sale_id;
  if (!saleId || !UUID.test(saleId)) {
    log.warn({ event_id: event.id, session_id: session.id }, "stripe webhook: session names no sale of ours, ignored");
    return;
  }
  const sale = await findOrderPayment(ctx.db, saleId);
  if (sale && sale.payment_session_id === null && (await adoptSession(ctx, sale, session))) sale.payment_session_id = session.id;
  if (!sale || sale.payment_session_id !== session.id) {
    log.warn({ event_id: event.id, session_id: session.id, sale_id: saleId }, "stripe webhook: no sale with this session, ignored");
    return;
  }
  // The event id makes redeliveries no-ops; the one-way transition makes late or out-of-order ones no-ops.
  await settlePayment(ctx, { saleId: sale.id, outcome, event: { id: event.id, provider: "stripe", type: event.type } });
}

/**
 * A crash between opening the Checkout Session and storing its id leaves the sale without one; the buyer may
 * still pay on the page they were sent to. The signed event names the sale, and the session charges exactly the
 * sale's total: that session is the sale's, and is stored now, once (another session can't take its place).
 */
async function adoptSession(ctx: SettlementContext, sale: { id: string; amount_total: string }, session: Stripe.Checkout.Session) {
  if (session.amount_total !== toCents(sale.amount_total)) return false;
  return adoptPaymentSession(ctx.db, sale.id, session.id);
}

/** The history's reason for a refund that was not made in the shop (docs/product.md#refunds). */
export const DASHBOARD_REFUND_REASON = "Remboursement fait dans Stripe";

/**
 * charge.refunded: the charge's refunds, read from Stripe as they stand now (so a replayed or late event sees the
 * same list), are applied once each by orders/provider-refunds.ts. The charge must have paid the sale it names,
 * for exactly its total, like a checkout event must name the sale's session.
 */
async function applyChargeRefunded(
  ctx: SettlementContext,
  provider: Pick<PaymentProvider, "chargeRefunds">,
  event: Stripe.ChargeRefundedEvent,
  log: FastifyBaseLogger,
) {
  const charge = event.data.object;
  const reported = await provider.chargeRefunds!(charge.id);
  const sale = reported.saleId && UUID.test(reported.saleId) ? await findOrderPayment(ctx.db, reported.saleId) : undefined;
  if (!sale || toCents(sale.amount_total) !== reported.amountCents) {
    log.warn(
      { event_id: event.id, charge_id: charge.id, sale_id: reported.saleId },
      "stripe webhook: refunded charge of no sale of ours, ignored",
    );
    return;
  }
  const result = await recordProviderRefunds(ctx.db, {
    saleId: sale.id,
    provider: "stripe",
    refunds: reported.refunds,
    reason: DASHBOARD_REFUND_REASON,
    paymentEventId: event.id,
    publicUrl: ctx.publicUrl,
    documents: ctx.documents,
  });
  if (result.mailQueued) ctx.onMailQueued();
}

/**
 * POST /api/payments/stripe/webhook. Registered in its own scope: the signature covers the exact bytes Stripe
 * sent, so JSON bodies stay a raw Buffer here (and only here) until constructEvent has verified them.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookOptions> = async (app, options) => {
  const { ctx, webhookSecret, toleranceSeconds = 300 } = options;
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  // The 500 is this route's own (so that Stripe retries), in the shape of every other error.
  const schema = { response: { 200: webhookReceivedSchema, 500: apiErrorSchema } };
  app.post(
    STRIPE_WEBHOOK_PATH,
    { bodyLimit: WEBHOOK_BODY_LIMIT, config: { crossOrigin: "signed-webhook" }, schema },
    async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new Error("missing signature or body");
        event = Stripe.webhooks.constructEvent(request.body, signature, webhookSecret, toleranceSeconds);
      } catch (error) {
        request.log.warn({ err: error }, "stripe webhook: signature rejected");
        throw new AppError("INVALID_SIGNATURE");
      }
      // How late Stripe delivers (its retries after our outages included): `created` is in Unix seconds.
      webhookDelay.observe(Math.max(0, Date.now() / 1000 - event.created));

      const settled = checkoutOutcomeOf(event);
      const refunded = event.type === "charge.refunded" && options.provider?.chargeRefunds ? options.provider : null;
      if (settled || refunded) {
        try {
          if (settled) await applyCheckoutEvent(ctx, event, settled, request.log);
          else if (refunded && event.type === "charge.refunded") await applyChargeRefunded(ctx, refunded, event, request.log);
        } catch (error) {
          // A 5xx makes Stripe deliver the event again; if the transition did commit, that redelivery is a no-op.
          request.log.error({ err: error, event_id: event.id }, "stripe webhook: not applied, Stripe will retry");
          return reply.status(500).send(new AppError("INTERNAL").toBody());
        }
      }
      return reply.send({ received: true });
    },
  );
};
