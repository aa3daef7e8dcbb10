import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { openEventStream } from "../../../tests/support/sse-client";

// The collect bar measures what the association receives (decision 040): its 20 % of the bars and the donations of
// its paid orders, refunds taken off, never the delivery fee. The page, its live stream, the members' cards, drawer
// and sales page, and the statement all say the same figure.

const { app, admin } = await appWithAdminForFile();
const { member, associationId, campaign } = await publishedCampaign(app, { memberEmail: "collecte@asso.fr", adminCookie: admin });
const base = await app.listen({ port: 0, host: "127.0.0.1" });

const raised = async () => (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign.amount_raised_eur;
const card = async () =>
  (await send(app, "GET", `/api/associations/${associationId}/campaigns`, { cookie: member })).json().campaigns[0] as {
    sales_total_eur: number;
    association_eur: number;
  };
const drawer = async () => (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: member })).json().summary;
const salesPage = async () => (await send(app, "GET", `/api/associations/${associationId}/sales`, { cookie: member })).json().summary;
const statementTotals = async () =>
  (await send(app, "GET", `/api/campaigns/${campaign.id}/statement`, { cookie: member })).json().totals as {
    share_cents: number;
    donations_cents: number;
  };

describe("the collect bar and 'Pour l'association'", () => {
  it("counts the association's share and the donations, never the delivery, and follows refunds live", async () => {
    const stream = await openEventStream(`${base}/api/campaigns/${campaign.id}/raised/stream`);
    try {
      expect((await stream.next("raised")).data).toEqual({ amount_raised_eur: 0 });
      // 2 noir + 1 blanc = 23,00 € of bars, home delivery 3,90 €, a donation of 10,00 €: the buyer pays 36,90 €,
      // the association receives 4,60 € + 10,00 €.
      const { saleId } = await placeOrder(
        app,
        campaign.id,
        [
          { id: "noir", quantity: 2 },
          { id: "blanc", quantity: 1 },
        ],
        { home: true, donationEur: 10 },
      );
      expect((await stream.next("raised", 10_000)).data).toEqual({ amount_raised_eur: 14.6 });
      expect(await raised()).toBe(14.6);
      expect(await card()).toMatchObject({ sales_total_eur: 36.9, association_eur: 14.6 });
      expect(await drawer()).toMatchObject({ total_eur: 36.9, association_eur: 14.6 });
      expect(await salesPage()).toMatchObject({ total_eur: 36.9, association_eur: 14.6 });

      // A bar given back (7,00 € of blanc) takes its 1,40 € share off, and the stream sends the new figure.
      const refunded = await send(app, "POST", `/api/admin/orders/${saleId}/refunds`, {
        cookie: admin,
        body: { idempotency_key: "collecte-blanc", kind: "lines", lines: [{ product_id: "blanc", quantity: 1 }], reason: "Cassée" },
      });
      expect(refunded.statusCode).toBe(201);
      expect((await stream.next("raised", 10_000)).data).toEqual({ amount_raised_eur: 13.2 });
      expect(await card()).toMatchObject({ sales_total_eur: 29.9, association_eur: 13.2 });

      // The statement's share and donations are the same arithmetic.
      const totals = await statementTotals();
      expect(totals.share_cents + totals.donations_cents).toBe(1320);
    } finally {
      stream.close();
    }
  });

  it("leaves a pending order out", async () => {
    const before = await raised();
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 5 }], { pay: false });
    expect(await raised()).toBe(before);
  });
});
