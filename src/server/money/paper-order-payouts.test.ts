import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { placeOrder } from "../../../tests/support/orders";
import { campaignWithTeam } from "../../../tests/support/team";
import { saveConfirmedBankDetails } from "../../../tests/support/bank";
import type { PaperOrder } from "../../shared/paper-orders-responses";
import type { CampaignStatement, StatementMovement } from "../../shared/statement";
import { PAYOUT_DELAY_DAYS } from "../../shared/statement-rules";
import { sales } from "../db/schema";
import { readStatementMovements } from "./statement";

// docs/product.md#paper-orders and #statement, the audit's case: a volunteer's fake 40 € cash order cut a real payout
// from 39,48 € to 7,48 € (the association "holds" 40 € and owes the workshop 32 € of it) and then could not be
// cancelled. A manager cancels it; the next payout gives the 32 € back; the statement shows both, before and after.

let fake: PaperOrder;

const paperUrl = (path = "") => `/api/campaigns/${campaign.id}/paper-orders${path}`;
const statement = async (): Promise<CampaignStatement> =>
  (await send(app, "GET", `/api/campaigns/${campaign.id}/statement`, { cookie: manager })).json();
/** The statement's lines, as its CSV and PDF list them. */
const movements = (): Promise<StatementMovement[]> =>
  readStatementMovements(app.database.db, { campaignId: campaign.id, delayDays: PAYOUT_DELAY_DAYS });
const generate = () =>
  send(app, "POST", "/api/admin/payout-batches", {
    cookie: admin,
    body: { campaign_ids: [campaign.id], execution_date: "2026-12-01", idempotency_key: `cle-${randomUUID()}` },
  });
const cancelPaper = (cookie: string) => send(app, "POST", paperUrl(`/${fake.id}/cancel`), { cookie, body: { reason: "Commande fictive" } });

const { app, admin } = await appWithAdminForFile();
const { manager, associationId, campaign, volunteer } = await campaignWithTeam(app, { adminCookie: admin, roles: ["volunteer"] });
beforeAll(async () => {
  await saveConfirmedBankDetails(app, {
    cookie: manager,
    adminCookie: admin,
    associationId,
    details: { account_holder: "Association des Lilas" },
  });
  // The real money: a donation of 39,48 €, paid long enough ago to be payable (docs/product.md#when-money-moves).
  const { saleId } = await placeOrder(app, campaign.id, [], { donationEur: 39.48 });
  await app.database.db
    .update(sales)
    .set({ paid_at: sql`now() - interval '20 days'` })
    .where(eq(sales.id, saleId));
});

describe("a fake cash order", () => {
  it("shows the treasurer, before the payout, what the paper orders take off it", async () => {
    const recorded = await send(app, "POST", paperUrl(), {
      cookie: volunteer,
      body: {
        idempotency_key: `cle-${randomUUID()}`,
        buyer_name: "Personne",
        lines: [{ id: "noir", quantity: 5 }],
        payment_method: "cash",
      },
    });
    fake = recorded.json().order;
    expect(fake.status).toBe("paid");

    const before = await statement();
    expect(before.totals).toMatchObject({ held_by_association_cents: 4000, balance_cents: 748, payable_cents: 748 });
    expect(before.paper_orders).toEqual({
      cash: { count: 1, held_cents: 4000 },
      cheque: { count: 0, held_cents: 0 },
      next_payout: { count: 1, held_cents: 4000, due_cents: -3200 },
      cancelled_after_payout: { count: 0, due_cents: 0 },
      awaiting_confirmation: { count: 0, amount_cents: 0 },
    });
  });

  it("cut the payout, and is then cancelled by a manager only; the next payout gives the difference back", async () => {
    const first = await generate();
    expect(first.json().payouts[0].amount_cents).toBe(748);

    // A volunteer can't undo money already paid out, nor correct it; the list says who may.
    const refused = await cancelPaper(volunteer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("PAPER_ORDER_PAID_OUT_MANAGERS");
    const corrected = await send(app, "PATCH", paperUrl(`/${fake.id}`), {
      cookie: volunteer,
      body: { buyer_name: "Personne", lines: [{ id: "noir", quantity: 1 }], payment_method: "cash" },
    });
    expect(corrected.json().code).toBe("PAPER_ORDER_PAID_OUT");
    const byVolunteer = (await send(app, "GET", paperUrl(), { cookie: volunteer })).json().orders[0] as PaperOrder;
    expect(byVolunteer).toMatchObject({ paid_out: true, editable: false, cancellable: false });
    const byManager = (await send(app, "GET", paperUrl(), { cookie: manager })).json().orders[0] as PaperOrder;
    expect(byManager).toMatchObject({ paid_out: true, editable: false, cancellable: true });

    const cancelled = await cancelPaper(manager);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ changed: true, order: { status: "cancelled", cancellable: false } });
    expect((await cancelPaper(manager)).json().changed).toBe(false);

    // The payout in transfer stays as it was made; the balance is the 32 € it lacked, payable at once.
    const after = await statement();
    expect(after.totals).toMatchObject({ held_by_association_cents: 0, in_transfer_cents: 748, balance_cents: 3200, payable_cents: 3200 });
    expect(after.paper_orders.cancelled_after_payout).toEqual({ count: 1, due_cents: 3200 });
    const lines = await movements();
    expect(lines.reduce((sum, line) => sum + line.due_cents, 0)).toBe(3200);
    expect(lines.filter((line) => line.reference === fake.order_reference).map((line) => [line.kind, line.due_cents])).toEqual([
      ["order", -3200],
      ["cancellation", 3200],
    ]);

    const second = await generate();
    expect(second.json().payouts[0].amount_cents).toBe(3200);
    // 7,48 € + 32,00 €: the donation's 39,48 €, as if the fake order had never been recorded.
    expect((await statement()).totals).toMatchObject({ in_transfer_cents: 3948, balance_cents: 0, payable_cents: 0 });
    expect((await generate()).json().code).toBe("NOTHING_TO_PAY");
  });

  it("stays right when the first payout is refused by the bank after the second carried the cancellation", async () => {
    const payouts: { id: string; amount_cents: number }[] = (await send(app, "GET", "/api/admin/payouts", { cookie: admin })).json()
      .payouts;
    const first = payouts.find((payout) => payout.amount_cents === 748);
    const refused = await send(app, "POST", `/api/admin/payouts/${first?.id}/cancel`, { cookie: admin, body: { reason: "IBAN refusé" } });
    expect(refused.statusCode).toBe(200);
    // The donation and the fake order are uncovered again; the cancellation stays with the second payout.
    expect((await statement()).totals).toMatchObject({ in_transfer_cents: 3200, balance_cents: 748, payable_cents: 748 });
    expect((await generate()).json().payouts[0].amount_cents).toBe(748);
    expect((await statement()).totals).toMatchObject({ in_transfer_cents: 3948, balance_cents: 0, payable_cents: 0 });
    const lines = await movements();
    expect(lines.reduce((sum, line) => sum + line.due_cents, 0)).toBe(0);
  });
});
