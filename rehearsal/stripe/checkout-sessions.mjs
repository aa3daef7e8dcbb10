// Checkout Sessions as the stand-in makes them: the parameters the shop sends (src/server/payments/stripe-provider.ts
// checkoutSessionParams) are checked the way Stripe checks them, and the session answered has Stripe's fields
// (https://docs.stripe.com/api/checkout/sessions/object). Only mode=payment with price_data lines exists here: the
// stand-in has no product catalogue, no customers and no taxes.
import { checkMetadata, integerParam, invalidRequest, nowSeconds, refuseUnknownParams, stripeId } from "./wire.mjs";

const KNOWN_PARAMS = new Set([
  "mode",
  "line_items",
  "customer_email",
  "client_reference_id",
  "metadata",
  "payment_intent_data",
  "locale",
  "success_url",
  "cancel_url",
  "expires_at",
  "expand",
]);
const MIN_LIFETIME_SECONDS = 30 * 60;
const MAX_LIFETIME_SECONDS = 24 * 60 * 60;

function checkUrl(value, param) {
  try {
    if (typeof value === "string" && /^https?:$/.test(new URL(value).protocol)) return value;
  } catch {
    // Answered below, like any other value that is not a URL.
  }
  throw invalidRequest("Not a valid URL", { code: "url_invalid", param });
}

function lineItemsOf(items) {
  if (!Array.isArray(items) || items.length === 0) {
    throw invalidRequest("You must provide at least one line item in `payment` mode.", { param: "line_items" });
  }
  return items.map((item, index) => {
    const param = `line_items[${index}]`;
    if (item.price) throw invalidRequest(`No such price: '${item.price}'`, { code: "resource_missing", param: `${param}[price]` });
    const price = item.price_data;
    if (!price?.currency) throw invalidRequest("Missing required param: currency.", { param: `${param}[price_data][currency]` });
    if (!price.product_data?.name) {
      throw invalidRequest("Missing required param: name.", { param: `${param}[price_data][product_data][name]` });
    }
    return {
      id: stripeId("li"),
      object: "item",
      description: price.product_data.name,
      currency: price.currency.toLowerCase(),
      quantity: integerParam(item.quantity, `${param}[quantity]`, { min: 1 }),
      unit_amount: integerParam(price.unit_amount, `${param}[price_data][unit_amount]`),
    };
  });
}

/**
 * A new open session from the decoded form, or a StripeWireError naming the parameter. `payUrl(id)` is the page
 * the buyer is sent to (the stand-in's own, in place of checkout.stripe.com). The line items and the PaymentIntent's
 * data are kept beside the session, as Stripe keeps them (line items are a separate list there too).
 */
export function createCheckoutSession(params, payUrl) {
  refuseUnknownParams(params, KNOWN_PARAMS);
  if (params.mode !== "payment") {
    throw invalidRequest("The stand-in answers mode=payment only (the shop's): subscription and setup are Stripe's alone.", {
      param: "mode",
    });
  }
  const successUrl = checkUrl(params.success_url, "success_url");
  const cancelUrl = params.cancel_url === undefined ? null : checkUrl(params.cancel_url, "cancel_url");
  const lineItems = lineItemsOf(params.line_items);
  const currency = lineItems[0].currency;
  if (lineItems.some((item) => item.currency !== currency)) {
    throw invalidRequest("All line items must have the same currency.", { param: "line_items" });
  }
  const created = nowSeconds();
  const expiresAt = params.expires_at === undefined ? created + MAX_LIFETIME_SECONDS : integerParam(params.expires_at, "expires_at");
  if (expiresAt < created + MIN_LIFETIME_SECONDS) {
    throw invalidRequest("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.", { param: "expires_at" });
  }
  if (expiresAt > created + MAX_LIFETIME_SECONDS) {
    throw invalidRequest("The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.", { param: "expires_at" });
  }
  if (params.customer_email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.customer_email)) {
    throw invalidRequest("Invalid email address: " + params.customer_email, { code: "email_invalid", param: "customer_email" });
  }
  const intentData = params.payment_intent_data ?? {};
  const total = lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  const id = stripeId("cs");
  const session = {
    id,
    object: "checkout.session",
    amount_subtotal: total,
    amount_total: total,
    cancel_url: cancelUrl,
    client_reference_id: params.client_reference_id ?? null,
    created,
    currency,
    customer: null,
    customer_details: null,
    customer_email: params.customer_email ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: params.locale ?? null,
    metadata: checkMetadata(params.metadata),
    mode: "payment",
    payment_intent: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    status: "open",
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: payUrl(id),
  };
  return {
    session,
    lineItems: lineItems.map((item) => ({ ...item, amount_total: item.unit_amount * item.quantity })),
    intentData: {
      metadata: checkMetadata(intentData.metadata, "payment_intent_data[metadata]"),
      description: intentData.description ?? null,
    },
  };
}

/** Where Stripe sends the buyer after paying: success_url with {CHECKOUT_SESSION_ID} replaced by the session's id. */
export function successRedirect(session) {
  return session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}
