// Refunds and charges as the stand-in keeps them (https://docs.stripe.com/api/refunds): a refund of a charge,
// named by its PaymentIntent (as the shop does) or by the charge itself, up to what is left of the charge; the
// charge's list of refunds read newest first, a page at a time like Stripe's lists.
import { checkMetadata, integerParam, invalidRequest, nowSeconds, refuseUnknownParams, resourceMissing, stripeId } from "./wire.mjs";

const KNOWN_REFUND_PARAMS = new Set(["payment_intent", "charge", "amount", "metadata", "reason", "expand"]);
const REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

const euros = (cents) => `€${(cents / 100).toFixed(2)}`;

/** The charge as Stripe answers it: `refunds` only when expanded (expand[]=refunds). */
export function wireCharge(charge, expand) {
  const { refunds, ...rest } = charge;
  return expand.includes("refunds") ? { ...rest, refunds: structuredClone(refunds) } : structuredClone(rest);
}

/**
 * Refunds part or all of a charge. Returns the refund, the charge (changed) and its attributes before the change,
 * for charge.refunded's previous_attributes; throws Stripe's errors (no such payment, amount too large...).
 */
export function createRefund(state, params) {
  refuseUnknownParams(params, KNOWN_REFUND_PARAMS);
  let charge;
  if (params.payment_intent !== undefined) {
    const intent = state.intents.get(params.payment_intent);
    if (!intent) throw resourceMissing("payment_intent", params.payment_intent, "payment_intent");
    charge = state.charges.get(intent.latest_charge);
  } else if (params.charge !== undefined) {
    charge = state.charges.get(params.charge);
    if (!charge) throw resourceMissing("charge", params.charge, "charge");
  } else {
    throw invalidRequest("One of the following params should be provided for this request: payment_intent or charge.");
  }
  if (params.reason !== undefined && !REASONS.has(params.reason))
    throw invalidRequest(`Invalid reason: ${params.reason}`, { param: "reason" });
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
  const amount = params.amount === undefined ? left : integerParam(params.amount, "amount", { min: 1 });
  if (amount > left) {
    throw invalidRequest(`Refund amount (${euros(amount)}) is greater than unrefunded amount on charge (${euros(left)})`, {
      code: "amount_too_large",
      param: "amount",
    });
  }
  const refund = {
    id: stripeId("re"),
    object: "refund",
    amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: checkMetadata(params.metadata),
    payment_intent: charge.payment_intent,
    reason: params.reason ?? null,
    status: "succeeded",
  };
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.refunds.data.unshift(refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return { refund, charge, previous };
}

/** GET /v1/refunds: newest first, `limit` (1-100, 10 by default) after `starting_after`, for one charge or intent. */
export function listRefunds(state, query) {
  refuseUnknownParams(query, new Set(["charge", "payment_intent", "limit", "starting_after", "expand"]));
  const limit = query.limit === undefined ? 10 : integerParam(query.limit, "limit", { min: 1 });
  if (limit > 100) throw invalidRequest("This value must be less than or equal to 100.", { param: "limit" });
  const charges = [...state.charges.values()].filter(
    (charge) =>
      (query.charge === undefined || charge.id === query.charge) &&
      (query.payment_intent === undefined || charge.payment_intent === query.payment_intent),
  );
  const all = charges.flatMap((charge) => charge.refunds.data).sort((a, b) => b.created - a.created);
  const start = query.starting_after === undefined ? 0 : all.findIndex((refund) => refund.id === query.starting_after) + 1;
  if (query.starting_after !== undefined && start === 0) throw resourceMissing("refund", query.starting_after, "starting_after");
  const data = all.slice(start, start + limit);
  return { object: "list", data: structuredClone(data), has_more: start + limit < all.length, url: "/v1/refunds" };
}
