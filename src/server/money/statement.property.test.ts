import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { centsToDecimal } from "../../shared/money";
import { bankAccounts, campaigns, refunds, sales } from "../db/schema";
import { attributeRefund, type OrderParts } from "../orders/refund-attribution";
import { readCampaignStatement, readStatementMovements } from "./statement";
import { generatePayoutBatch } from "./payout-transition";
import { listPayoutsDue } from "./payout-queries";

// docs/product.md#statement: whatever the orders, refunds and payouts, the movements' 'due' column adds up to the
// balance, what is payable never exceeds it, and a payout takes exactly what was payable and leaves nothing payable.
// The orders are written straight into the database (many shapes, quickly); refunds are cut as the shop cuts them.

let serial = 0;

const { app, admin } = await appWithAdminForFile();
const adminId: string = (await send(app, "GET", "/api/me", { cookie: admin })).json().user.id;
const { associationId } = await publishedCampaign(app, { memberEmail: "club@exemple.fr", adminCookie: admin });
beforeAll(async () => {
  await app.database.db
    .insert(bankAccounts)
    .values({ association_id: associationId, account_holder: "Club", iban: "FR7630006000011234567890189", bic: "AGRIFRPP" });
});

const order = fc.record({
  bars: fc.integer({ min: 0, max: 6 }),
  unitCents: fc.constantFrom(700, 800, 900, 1250),
  donationCents: fc.constantFrom(0, 0, 100, 550, 2000),
  home: fc.boolean(),
  /** A paper order, paid to the association in cash (picked up, never refunded through the provider). */
  cash: fc.boolean(),
  /** Days since delivery: null while still to prepare. */
  deliveredDaysAgo: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  /** Refunds asked one after the other, each cut to what is left. */
  refunds: fc.array(fc.integer({ min: 1, max: 4000 }), { maxLength: 3 }),
});

type OrderShape = typeof order extends fc.Arbitrary<infer T> ? T : never;

async function campaignWith(orders: OrderShape[]) {
  const db = app.database.db;
  const [campaign] = await db
    .insert(campaigns)
    .values({ association_id: associationId, association_name: "Club", campaign_message: "Saison", public_slug: `saison-${++serial}` })
    .returning();
  const campaignId = campaign.id;
  for (const o of orders) {
    const cash = o.cash && !o.home;
    const parts: OrderParts = {
      barsCents: o.bars * o.unitCents,
      donationCents: o.donationCents,
      deliveryCents: o.home && o.bars > 0 ? 390 : 0,
    };
    const totalCents = parts.barsCents + parts.donationCents + parts.deliveryCents;
    if (totalCents === 0) continue;
    const day = 24 * 3600 * 1000;
    const [sale] = await db
      .insert(sales)
      .values({
        order_reference: `BS-P${++serial}`,
        campaign_id: campaignId,
        association_id: associationId,
        amount_total: centsToDecimal(totalCents),
        delivery_fee: centsToDecimal(parts.deliveryCents),
        donation_cents: parts.donationCents,
        status: "paid",
        items: [],
        bars_count: o.bars,
        delivery_mode: o.home ? "home_delivery" : "pickup",
        payment_method: cash ? "cash" : "card",
        paid_at: new Date(Date.now() - 60 * day),
        fulfilled_at: o.deliveredDaysAgo === null ? null : new Date(Date.now() - o.deliveredDaysAgo * day),
      })
      .returning();
    const earlier: OrderParts = { barsCents: 0, donationCents: 0, deliveryCents: 0 };
    let refunded = 0;
    for (const asked of cash ? [] : o.refunds) {
      const amount = Math.min(asked, totalCents - refunded);
      if (amount <= 0) break;
      const cut = attributeRefund({ order: parts, earlier, amountCents: amount, namedDonationCents: 0 });
      earlier.barsCents += cut.barsCents;
      earlier.donationCents += cut.donationCents;
      earlier.deliveryCents += cut.deliveryCents;
      refunded += amount;
      await db.insert(refunds).values({
        sale_id: sale.id,
        amount_cents: amount,
        bars_cents: cut.barsCents,
        donation_cents: cut.donationCents,
        delivery_cents: cut.deliveryCents,
        share_cents: cut.shareCents,
        status: "succeeded",
        provider: "simulated",
        idempotency_key: randomUUID(),
        settled_at: new Date(),
      });
    }
    if (refunded > 0) {
      await db
        .update(sales)
        .set({ refunded_cents: refunded, status: refunded === totalCents ? "refunded" : "partially_refunded" })
        .where(eq(sales.id, sale.id));
    }
  }
  return campaign;
}

describe("a statement's movements", () => {
  it("add up to its balance, before and after a payout, and a payout takes exactly what was payable", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 8 }), async (orders) => {
        const campaign = await campaignWith(orders);
        const check = async () => {
          const statement = await readCampaignStatement(app.database.db, { campaign, clock: { now: new Date(), delayDays: 14 } });
          const movements = await readStatementMovements(app.database.db, { campaignId: campaign.id, delayDays: 14 });
          expect(movements.reduce((sum, m) => sum + m.due_cents, 0)).toBe(statement.totals.balance_cents);
          expect(statement.totals.payable_cents).toBeLessThanOrEqual(Math.max(0, statement.totals.balance_cents));
          expect(statement.totals.share_cents).toBeGreaterThanOrEqual(0);
          // 'Versements' sums only what no payout covers yet: the same balance and the same payable part.
          const due = await listPayoutsDue(app.database.db, { limit: 100, now: new Date(), delayDays: 14 });
          const row = due.rows.find((r) => r.campaign_id === campaign.id);
          if (row) expect([row.balance_cents, row.payable_cents]).toEqual([statement.totals.balance_cents, statement.totals.payable_cents]);
          return statement;
        };
        const before = await check();
        if (before.totals.payable_cents > 0) {
          const made = await generatePayoutBatch(app.database.db, {
            request: { campaign_ids: [campaign.id], execution_date: "2026-12-01", idempotency_key: randomUUID() },
            actorUserId: adminId,
            debtor: { name: "Atelier", iban: "FR7630006000011234567890189", bic: "AGRIFRPP" },
            clock: { now: new Date(), delayDays: 14 },
            bankDetailsHoldDays: 0,
          });
          expect(made.payouts[0].amount_cents).toBe(before.totals.payable_cents);
          const after = await check();
          expect(after.totals.payable_cents).toBe(0);
          expect(after.totals.balance_cents).toBe(before.totals.balance_cents - before.totals.payable_cents);
        }
      }),
      { numRuns: 25 },
    );
  });
});
