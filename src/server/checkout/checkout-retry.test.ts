import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliverStripeEvent, stripeEvent, stripePayments, stripeStandInForFile } from "../../../tests/support/stripe-app";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { sales } from "../db/schema";

// Decision 045: a double tap on 'Payer', a retry after a lost answer or the Back button from the payment page sends
// the same checkout attempt again: one order, one Stripe session. The real Stripe SDK talks to a local stand-in of
// its API (Stripe's servers can't be reached from here).

const standIn = await stripeStandInForFile();
const { app, admin } = await appWithAdminForFile(stripePayments, { stripeClient: standIn.client });
const { campaign } = await publishedCampaign(app, { memberEmail: "tresorier@exemple.fr", adminCookie: admin });

const buyer = { buyer_name: "Yvonne Le Goff", buyer_email: "yvonne@exemple.fr", delivery_mode: "pickup" as const };
const attempt = (key: string, changes: object = {}) => ({
  campaign_id: campaign.id,
  cart: [{ id: "noir", name: "Chocolat Noir", price: 800, quantity: 2 }],
  buyer_info: buyer,
  checkout_key: key,
  ...changes,
});
const checkout = (body: object) => send(app, "POST", "/api/checkout", { body });
const ordersOf = (key: string) => app.database.db.select().from(sales).where(eq(sales.checkout_key, key));
const sessionsOf = (saleId: string) => [...standIn.sessions.values()].filter((s) => s.metadata.sale_id === saleId);

describe("POST /api/checkout with the attempt's key", () => {
  it("answers a double tap with the same order and the same payment page, opening one Stripe session", async () => {
    const key = randomUUID();
    const first = await checkout(attempt(key));
    const second = await checkout(attempt(key));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(key)).toHaveLength(1);
    expect(sessionsOf(first.json().sale_id)).toHaveLength(1);
  });

  it("writes one order and opens one session for five calls at once", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(attempt(key))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().sale_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().url)).size).toBe(1);
    const [order] = await ordersOf(key);
    expect(await ordersOf(key)).toHaveLength(1);
    expect(order.payment_session_id).toBe(answers[0].json().url.split("/").at(-1));
  });

  it("gives a retry whose first answer was lost the first order, and a new page for it once the first expired", async () => {
    const key = randomUUID();
    const lost = (await checkout(attempt(key))).json();
    const retried = await checkout(attempt(key));
    expect(retried.json()).toMatchObject({ sale_id: lost.sale_id, order_reference: lost.order_reference, url: lost.url });

    // Back on the shop half an hour later: Stripe's page has expired, the order (still pending) gets a new one.
    const [expired] = sessionsOf(lost.sale_id);
    expired.status = "expired";
    const later = await checkout(attempt(key));
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ sale_id: lost.sale_id, order_reference: lost.order_reference });
    expect(later.json().url).not.toBe(lost.url);
    const [order] = await ordersOf(key);
    expect(order).toMatchObject({ status: "pending", payment_session_id: later.json().url.split("/").at(-1) });

    // The old page's late 'expired' event names a session the order no longer has: the order stays payable.
    await deliverStripeEvent(app, stripeEvent("checkout.session.expired", expired));
    expect((await ordersOf(key))[0].status).toBe("pending");
    expect(await ordersOf(key)).toHaveLength(1);
  });

  it("refuses the same key with another cart, in French, and writes nothing", async () => {
    const key = randomUUID();
    const first = await checkout(attempt(key));
    const changed = await checkout(attempt(key, { cart: [{ id: "noir", quantity: 3 }] }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: "CHECKOUT_KEY_REUSED",
      message: "Votre panier a changé depuis votre premier essai. Appuyez de nouveau sur « Payer » pour payer le panier affiché.",
    });
    const otherBuyer = await checkout(attempt(key, { buyer_info: { ...buyer, buyer_email: "autre@exemple.fr" } }));
    expect(otherBuyer.json().code).toBe("CHECKOUT_KEY_REUSED");
    expect(await ordersOf(key)).toHaveLength(1);
    expect(sessionsOf(first.json().sale_id)).toHaveLength(1);
  });

  it("takes the browser's names and prices and untrimmed details as the same attempt", async () => {
    const key = randomUUID();
    const first = await checkout(attempt(key));
    const same = await checkout(
      attempt(key, { cart: [{ id: "noir", quantity: 2 }], buyer_info: { ...buyer, buyer_name: " Yvonne Le Goff " } }),
    );
    expect(same.json().sale_id).toBe(first.json().sale_id);
  });

  it("sends a paid attempt to its thank-you page, and an attempt that failed to start again", async () => {
    const key = randomUUID();
    const first = (await checkout(attempt(key))).json();
    const { session } = await standIn.pay(sessionsOf(first.sale_id)[0].id);
    await deliverStripeEvent(app, stripeEvent("checkout.session.completed", session));
    const paid = await checkout(attempt(key));
    expect(paid.json().url).toMatch(new RegExp(`/paiement/merci\\?ref=${first.order_reference}&token=`));
    expect(await ordersOf(key)).toHaveLength(1);

    const failedKey = randomUUID();
    const failing = (await checkout(attempt(failedKey))).json();
    await deliverStripeEvent(app, stripeEvent("checkout.session.async_payment_failed", sessionsOf(failing.sale_id)[0]));
    const again = await checkout(attempt(failedKey));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CHECKOUT_ATTEMPT_ENDED" });
    expect(await ordersOf(failedKey)).toHaveLength(1);
  });

  it("refuses a key that is not one the drawer makes", async () => {
    const response = await checkout(attempt("1"));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Clé de paiement invalide : rechargez la page puis réessayez.");
  });

  it("keeps a call without a key as it was: each one a new order", async () => {
    const keyless = { ...attempt(randomUUID()), checkout_key: undefined };
    const first = (await checkout(keyless)).json();
    const second = (await checkout(keyless)).json();
    expect(second.sale_id).not.toBe(first.sale_id);
  });
});
