import { describe, expect, it, vi } from "vitest";
import { stripePayments, stripeStandInForFile } from "../../../tests/support/stripe-app";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { STATUS_OUTCOME_TTL_MS, STATUS_RATE_LIMIT } from "./routes";

// GET /api/checkout/status is public and polled: it must neither relay every call to Stripe nor let one
// address call it without end. The real Stripe SDK talks to a local stand-in of its API.

const standIn = await stripeStandInForFile();
const { app, admin } = await appWithAdminForFile(stripePayments, { stripeClient: standIn.client });
const campaignId = (await publishedCampaign(app, { memberEmail: "tresorier@exemple.fr", adminCookie: admin })).campaign.id;
let statusCalls = 0;

async function pendingOrder() {
  const { reference, saleId } = await placeOrder(app, campaignId, [{ id: "noir", quantity: 2 }], { pay: false });
  const session = [...standIn.sessions.values()].find((s) => s.metadata.sale_id === saleId)!;
  return { reference, session };
}

function status(reference: string) {
  statusCalls += 1;
  return send(app, "GET", `/api/checkout/status?ref=${reference}`);
}

const retrievesOf = (sessionId: string) => standIn.retrieves.filter((id) => id === sessionId).length;

describe("GET /api/checkout/status", () => {
  it("asks Stripe once for 10 calls in a row, and again once its answer is older than 5 s", async () => {
    const { reference, session } = await pendingOrder();
    for (let i = 0; i < 10; i++) {
      const response = await status(reference);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ order_reference: reference, status: "pending" });
    }
    expect(retrievesOf(session.id)).toBe(1);

    // Ten at once share the answer too.
    const together = await Promise.all(Array.from({ length: 10 }, () => status(reference)));
    expect(together.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(retrievesOf(session.id)).toBe(1);

    // The buyer pays; the webhook is late. Within the 5 s the page still reads "pending", then the truth.
    Object.assign(standIn.sessions.get(session.id)!, { status: "complete", payment_status: "paid" });
    expect((await status(reference)).json().status).toBe("pending");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + STATUS_OUTCOME_TTL_MS + 1_000 });
    try {
      expect((await status(reference)).json()).toMatchObject({
        status: "paid",
        amount_total: 16,
        fulfilment_status: "to_prepare",
        delivery_mode: "pickup",
      });
    } finally {
      vi.useRealTimers();
    }
    expect(retrievesOf(session.id)).toBe(2);
    // A settled sale is read from the database alone.
    expect((await status(reference)).json().status).toBe("paid");
    expect(retrievesOf(session.id)).toBe(2);
  });

  it("answers 429 in French past its limit per address", async () => {
    const { reference } = await pendingOrder();
    while (statusCalls < STATUS_RATE_LIMIT.max) expect((await status(reference)).statusCode).toBe(200);
    const refused = await status(reference);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: "Trop de tentatives. Veuillez réessayer dans quelques minutes." });
    // Another address is not affected.
    const other = await app.inject({ method: "GET", url: `/api/checkout/status?ref=${reference}`, remoteAddress: "198.51.100.7" });
    expect(other.statusCode).toBe(200);
  });
});
