import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { campaignDates } from "../../../tests/support/campaign-dates";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { selectRows } from "../db/raw-rows";
import { capacityCounters, sales } from "../db/schema";
import { settlePayment } from "../orders/service";
import { createOrderDocuments } from "../receipts/order-documents";

// docs/product.md#capacity-and-holds, decision 051: random interleavings of checkouts, payments (on time and late),
// failures, expiries, refunds, paper orders and their cancellations, a few at a time side by side, against a week
// with little room. After every step: the counters equal what the orders say (recounted from the sales in SQL), no
// order was taken past the capacity, the week never goes past the late payments' margin, every paid order's bars are
// counted, and no call answers a server error.

const { app, admin } = await appWithAdminForFile();
const { campaign, member } = await publishedCampaign(app, { memberEmail: "propriete@exemple.fr", adminCookie: admin, form: campaignDates });
const WEEK = "2026-12-07";
const settlement = {
  db: app.database.db,
  publicUrl: "http://localhost:3000",
  documents: createOrderDocuments(app.config),
  onMailQueued: () => {},
};

type Step =
  | { kind: "checkout"; bars: number }
  | { kind: "paper"; bars: number }
  | { kind: "pay" | "fail" | "expire" | "refund" | "cancel"; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("checkout" as const), bars: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant("paper" as const), bars: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constantFrom("pay" as const, "fail" as const, "expire" as const, "refund" as const, "cancel" as const),
    pick: fc.nat(),
  }),
);

const counter = async () => {
  const [row] = await app.database.db.select().from(capacityCounters).where(eq(capacityCounters.week, WEEK));
  return row;
};

/** A sale of the campaign in one of `statuses` (and of one kind of payment), chosen by `pick`. */
async function pickSale(pick: number, statuses: string[], paper: boolean) {
  const rows = await app.database.db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        eq(sales.campaign_id, campaign.id),
        sql`${sales.status} in ${statuses}`,
        paper ? sql`${sales.payment_method} <> 'card'` : eq(sales.payment_method, "card"),
      ),
    )
    .orderBy(sales.id);
  return rows.length ? rows[pick % rows.length].id : null;
}

/** Runs a step; answers whether it took bars from the week (an accepted checkout or paper order). */
async function run(s: Step): Promise<{ took: boolean; status: number }> {
  const buyer = { buyer_name: "Acheteur", buyer_email: `a-${randomUUID()}@exemple.fr`, delivery_mode: "pickup" };
  switch (s.kind) {
    case "checkout": {
      const r = await send(app, "POST", "/api/checkout", {
        body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: s.bars }], buyer_info: buyer },
      });
      return { took: r.statusCode === 200, status: r.statusCode };
    }
    case "paper": {
      const r = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
        cookie: member,
        body: { buyer_name: "Papier", lines: [{ id: "noir", quantity: s.bars }], payment_method: "cash", idempotency_key: randomUUID() },
      });
      return { took: r.statusCode === 201, status: r.statusCode };
    }
    case "pay":
    case "fail": {
      // A payment may come for an order still waiting or already expired (a late one).
      const id = await pickSale(s.pick, s.kind === "pay" ? ["pending", "expired"] : ["pending"], false);
      if (!id) return { took: false, status: 0 };
      const r = await app.inject({ method: "POST", url: `/pay/simulated/${id}/${s.kind === "pay" ? "confirm" : "refuse"}` });
      return { took: false, status: r.statusCode };
    }
    case "expire": {
      const id = await pickSale(s.pick, ["pending"], false);
      if (id) await settlePayment(settlement, { saleId: id, outcome: "expired", source: "sweeper" });
      return { took: false, status: 0 };
    }
    case "refund": {
      const id = await pickSale(s.pick, ["paid"], false);
      if (!id) return { took: false, status: 0 };
      const r = await send(app, "POST", `/api/admin/orders/${id}/refunds`, {
        cookie: admin,
        body: { kind: "full", idempotency_key: randomUUID() },
      });
      return { took: false, status: r.statusCode };
    }
    case "cancel": {
      const id = await pickSale(s.pick, ["paid"], true);
      if (!id) return { took: false, status: 0 };
      const r = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders/${id}/cancel`, {
        cookie: member,
        body: { reason: "Annulée" },
      });
      return { took: false, status: r.statusCode };
    }
  }
}

/** The counters as the orders say them, from scratch. */
async function recount() {
  const [row] = await selectRows<{ held: number; sold: number }>(
    app.database.db,
    sql`select coalesce(sum(l.quantity) filter (where s.capacity_hold = 'held'), 0)::int as held,
               coalesce(sum(l.quantity) filter (where s.capacity_hold = 'sold'), 0)::int as sold
          from sales as s, jsonb_to_recordset(s.items) as l(product_id text, quantity int)
         where s.capacity_week = ${WEEK} and l.product_id = 'noir'`,
  );
  return row;
}

describe("capacity under random interleavings", () => {
  it("never sells past the week, never refuses a paid order, and keeps counters equal to the orders", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 4, maxLength: 10 }),
        async (room, rounds) => {
          // A little room on top of what earlier runs took: the week fills within a run.
          const before = await counter();
          const capacity = (before ? before.held + before.sold : 0) + room;
          const set = await send(app, "PUT", `/api/admin/capacity/weeks/${WEEK}`, {
            cookie: admin,
            body: { capacities: [{ product_id: "noir", capacity }] },
          });
          expect(set.statusCode).toBe(200);

          for (const round of rounds) {
            // The steps of a round run side by side (truly so on PostgreSQL's pool).
            const results = await Promise.all(round.map(run));
            for (const result of results) expect(result.status).toBeLessThan(500);
            const now = await counter();
            expect({ held: now.held, sold: now.sold }).toEqual(await recount());
            // Past the capacity only by late payments, within their margin (5 bars here).
            expect(now.held + now.sold).toBeLessThanOrEqual(capacity + 5);
            if (results.some((r) => r.took) && results.every((r, i) => r.took || round[i].kind !== "pay")) {
              expect(now.held + now.sold).toBeLessThanOrEqual(capacity);
            }
            // A paid order's bars always count.
            const [uncounted] = await selectRows<{ n: number }>(
              app.database.db,
              sql`select count(*)::int as n from sales where campaign_id = ${campaign.id}
                 and status in ('paid', 'partially_refunded') and capacity_hold is distinct from 'sold'`,
            );
            expect(uncounted.n).toBe(0);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
