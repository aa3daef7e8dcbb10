import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import type { CampaignStatement } from "../../shared/statement";
import { sales } from "../db/schema";

// docs/product.md#statement: the statement says what is still to prepare, and a negative balance says who owes whom
// and how it is settled, without announcing a payout that won't come.

const { app, admin } = await appWithAdminForFile();

const statementOf = async (campaignId: string, cookie: string): Promise<CampaignStatement> =>
  (await send(app, "GET", `/api/campaigns/${campaignId}/statement`, { cookie })).json();
const paperOrder = (campaignId: string, cookie: string, lines: { id: string; quantity: number }[], payment_method: "cash" | "cheque") =>
  send(app, "POST", `/api/campaigns/${campaignId}/paper-orders`, {
    cookie,
    body: {
      idempotency_key: `cle-${randomUUID()}`,
      buyer_name: "Papi Jo",
      lines,
      payment_method,
      ...(payment_method === "cheque" ? { cheque_number: "0042" } : {}),
    },
  });
const refund = (saleId: string, body: Record<string, unknown>) =>
  send(app, "POST", `/api/admin/orders/${saleId}/refunds`, { cookie: admin, body: { idempotency_key: randomUUID(), ...body } });

describe("the statement's orders to prepare", () => {
  it("counts the paid orders with bars still to prepare, paper ones included, and nothing else", async () => {
    const { campaign, member } = await publishedCampaign(app, { memberEmail: "preparer@exemple.fr", adminCookie: admin });
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]); // to prepare
    await placeOrder(app, campaign.id, [], { donationEur: 10 }); // a donation alone: nothing to prepare
    const whole = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }]);
    expect((await refund(whole.saleId, { kind: "full" })).statusCode).toBe(201); // refunded in full
    const barsBack = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { home: true });
    // Its bar given back, the delivery fee kept: partly refunded, but no bar left to make.
    expect((await refund(barsBack.saleId, { kind: "lines", lines: [{ product_id: "noir", quantity: 1 }] })).statusCode).toBe(201);
    const handedOver = await placeOrder(app, campaign.id, [{ id: "praline", quantity: 1 }]);
    await app.database.db
      .update(sales)
      .set({ fulfilment_status: "handed_over", fulfilled_at: sql`now()`, handed_over_at: sql`now()` })
      .where(eq(sales.id, handedOver.saleId));
    // Paper orders are made by the workshop too.
    expect((await paperOrder(campaign.id, member, [{ id: "praline", quantity: 2 }], "cash")).statusCode).toBe(201);
    expect((await paperOrder(campaign.id, member, [{ id: "noir", quantity: 1 }], "cheque")).statusCode).toBe(201);

    expect((await statementOf(campaign.id, member)).orders_to_prepare).toBe(3);
  });
});

describe("a negative balance", () => {
  it("says the association owes the workshop, that the next payouts settle it, and announces no payout day", async () => {
    const { campaign, member } = await publishedCampaign(app, { memberEmail: "negatif@exemple.fr", adminCookie: admin });
    // 40 € of bars paid in cash to the association: it holds 40 € of which 8 € are its share, so it owes 32 €.
    expect((await paperOrder(campaign.id, member, [{ id: "noir", quantity: 5 }], "cash")).statusCode).toBe(201);
    // A card order delivered today: its 3,20 € share would be payable in 14 days.
    const card = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
    await app.database.db
      .update(sales)
      .set({ fulfilment_status: "delivered_to_association", fulfilled_at: sql`now()` })
      .where(eq(sales.id, card.saleId));

    const statement = await statementOf(campaign.id, member);
    expect(statement.totals).toMatchObject({ balance_cents: -2880, payable_cents: 0 });
    expect(statement.next_payable_on).toBeNull();

    const pdf = await send(app, "GET", `/api/campaigns/${campaign.id}/statement.pdf`, { cookie: member });
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Solde négatif : l'association doit 28,80 € à l'atelier");
    expect(flat).toContain("Cette somme sera déduite de ses prochains versements");
    expect(flat).not.toContain("Prochaine date de versement");

    const csv = await send(app, "GET", `/api/campaigns/${campaign.id}/statement.csv`, { cookie: member });
    const cardLine = csv.body.split("\r\n").find((line) => line.includes(card.reference))!;
    // 'Versable à partir du', the last cell: no day announced while the balance is negative.
    expect(cardLine.split(";").at(-1)).toBe('""');
  });
});
