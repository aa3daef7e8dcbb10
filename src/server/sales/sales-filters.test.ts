import { beforeAll, describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import type { SalesListFilter } from "../../shared/order-status";
import { expireStaleOrders, PENDING_ORDER_LIFETIME_MS } from "../payments/expire-stale";
import { createOrderDocuments } from "../receipts/order-documents";

// docs/product.md#sales-totals: under each status filter, the totals count exactly the sales listed. Amounts with
// cents, a delivery fee and a partial refund, so that the sums must agree to the cent. An app of its own: the
// sweep that expires an order expires every pending one of the database.

let buyers = 0;

type Cart = { id: "noir" | "praline" | "blanc"; quantity: number }[];
const home = { delivery_mode: "home_delivery", delivery_address: "1 rue Haute", delivery_postal_code: "56000", delivery_city: "Vannes" };

/** An order of the campaign (noir 8,00 €, praline 9,00 €, blanc 7,00 €, home delivery 3,90 €), paid, refused or left. */
async function order(cart: Cart, { delivered = false, payment }: { delivered?: boolean; payment?: "confirm" | "refuse" } = {}) {
  const buyer = {
    buyer_name: `Client ${++buyers}`,
    buyer_email: `client${buyers}@exemple.fr`,
    ...(delivered ? home : { delivery_mode: "pickup" }),
  };
  const response = await send(app, "POST", "/api/checkout", { body: { campaign_id: campaign.id, cart, buyer_info: buyer } });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  const saleId: string = response.json().sale_id;
  if (payment) await app.inject({ method: "POST", url: `/pay/simulated/${saleId}/${payment}` });
  return saleId;
}

const refund = async (saleId: string, body: Record<string, unknown>) => {
  const response = await send(app, "POST", `/api/admin/orders/${saleId}/refunds`, {
    cookie: admin,
    body: { idempotency_key: `remboursement-${saleId}`, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`refund failed: ${response.body}`);
};

const { app, admin } = await appWithAdminForFile();
const { member, associationId, campaign } = await publishedCampaign(app, { memberEmail: "tresoriere@exemple.fr", adminCookie: admin });

beforeAll(async () => {
  // Abandoned (9,00): expired by the sweep, as two hours after it would.
  await order([{ id: "praline", quantity: 1 }]);
  const sweep = {
    db: app.database.db,
    publicUrl: "http://localhost:3000",
    documents: createOrderDocuments(app.config),
    onMailQueued: () => {},
  };
  expect(await expireStaleOrders(sweep, new Date(Date.now() + PENDING_ORDER_LIFETIME_MS + 60_000))).toBe(1);

  await order([{ id: "blanc", quantity: 1 }], { payment: "refuse" }); // failed, 7,00
  const both = [
    { id: "noir", quantity: 1 },
    { id: "praline", quantity: 1 },
  ] satisfies Cart;
  await order(both, { delivered: true, payment: "confirm" }); // paid, 8,00 + 9,00 + 3,90 = 20,90
  await order([{ id: "noir", quantity: 1 }], { payment: "confirm" }); // paid, 8,00
  const partly = await order(both, { delivered: true, payment: "confirm" }); // 20,90, then 2,35 given back: 18,55
  await refund(partly, { kind: "amount", amount_eur: 2.35 });
  const whole = await order([{ id: "blanc", quantity: 2 }], { payment: "confirm" }); // 14,00, all given back
  await refund(whole, { kind: "full" });
  await order([{ id: "noir", quantity: 3 }]); // pending, 24,00
});

// What each filter keeps, worked out by hand from the orders above. 'Pour l'association' (decision 040) is 20 % of
// each order's bars: 1,80 and 1,40 (expired, failed), 3,40 and 1,60 (paid), 2,93 (14,65 € of bars left after 2,35 €
// given back), 0 (all given back), 4,80 (pending).
const expected: Record<
  SalesListFilter,
  { count: number; total_eur: number; association_eur: number; bars_sold: number; statuses: string[] }
> = {
  paid: { count: 3, total_eur: 47.45, association_eur: 7.93, bars_sold: 5, statuses: ["paid", "paid", "partially_refunded"] },
  pending: { count: 1, total_eur: 24, association_eur: 4.8, bars_sold: 3, statuses: ["pending"] },
  expired: { count: 2, total_eur: 16, association_eur: 3.2, bars_sold: 2, statuses: ["expired", "failed"] },
  refunded: { count: 2, total_eur: 18.55, association_eur: 2.93, bars_sold: 2, statuses: ["partially_refunded", "refunded"] },
  all: {
    count: 7,
    total_eur: 87.45,
    association_eur: 15.93,
    bars_sold: 10,
    statuses: ["expired", "failed", "paid", "paid", "partially_refunded", "pending", "refunded"],
  },
};

type Row = { amount_total: number; refunded_eur: number; status: string };
/** What the listed rows add up to, in cents: each sale's amount less what was given back. */
const rowsCents = (rows: Row[]) =>
  rows.reduce((sum, row) => sum + Math.round(row.amount_total * 100) - Math.round(row.refunded_eur * 100), 0);

describe("sales totals under each status filter", () => {
  it.each(Object.keys(expected) as SalesListFilter[])(
    "'%s': the drawer's and the sales page's totals are the rows listed",
    async (filter) => {
      const { statuses, ...summary } = expected[filter];
      for (const url of [`/api/campaigns/${campaign.id}/sales`, `/api/associations/${associationId}/sales`]) {
        const page = (await send(app, "GET", `${url}?status=${filter}&limit=100`, { cookie: member })).json();
        expect(page.summary, url).toEqual({ ...summary, pending_count: 1 });
        const rows: Row[] = page.sales;
        expect(rows.map((row) => row.status).sort(), url).toEqual(statuses);
        expect(rows.length, url).toBe(page.summary.count);
        expect(rowsCents(rows), url).toBe(Math.round(page.summary.total_eur * 100));
      }
    },
  );

  it("shows on the Ma boutique card what the paid filter lists", async () => {
    const cards = (await send(app, "GET", `/api/associations/${associationId}/campaigns`, { cookie: member })).json().campaigns;
    expect(cards).toEqual([expect.objectContaining({ id: campaign.id, sales_total_eur: 47.45, bars_sold: 5 })]);
  });
});
