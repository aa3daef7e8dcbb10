import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { saveConfirmedBankDetails } from "../../../tests/support/bank";
import { invitedMember } from "../../../tests/support/team";
import { formatEuros } from "../../shared/money";
import type { CampaignStatement } from "../../shared/statement";
import { mailOutbox, sales } from "../db/schema";

// docs/product.md#statement and #payouts, against figures computed by hand: 20 % of the bars (less what refunds took),
// donations whole, delivery fees kept by the workshop, payable a refund window after delivery, paid out once.

const { app, admin } = await appWithAdminForFile();
const { campaign, member, associationId } = await publishedCampaign(app, {
  memberEmail: "tresor@exemple.fr",
  adminCookie: admin,
  form: { association_name: "École Jules Ferry" },
});

const statement = async (cookie = member): Promise<CampaignStatement> => {
  const response = await send(app, "GET", `/api/campaigns/${campaign.id}/statement`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const refund = (saleId: string, body: Record<string, unknown>) =>
  send(app, "POST", `/api/admin/orders/${saleId}/refunds`, { cookie: admin, body: { idempotency_key: randomUUID(), ...body } });
/** Moves an order's delivery back in time, as if the refund window had passed. */
const deliveredDaysAgo = (saleId: string, days: number) =>
  app.database.db
    .update(sales)
    .set({ fulfilled_at: sql`now() - make_interval(days => ${days})` })
    .where(eq(sales.id, saleId));
const bankDetails = { account_holder: "Association École Jules Ferry", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" };
const generate = (key: string, ids = [campaign.id]) =>
  send(app, "POST", "/api/admin/payout-batches", {
    cookie: admin,
    body: { campaign_ids: ids, execution_date: "2026-12-01", idempotency_key: key },
  });

let orderA: Awaited<ReturnType<typeof placeOrder>>;
let orderB: Awaited<ReturnType<typeof placeOrder>>;
let orderC: Awaited<ReturnType<typeof placeOrder>>;

describe("a campaign's statement", () => {
  it("adds up bars, share, donations, delivery fees and refunds as computed by hand", async () => {
    // A: 2 x Noir (16,00 €), pick-up. B: 1 x Praliné (9,00 €) + delivery 3,90 € + a 5,00 € donation.
    // C: 1 x Blanc (7,00 €), refunded in full. D: never paid.
    orderA = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }], { name: "Anne" });
    orderB = await placeOrder(app, campaign.id, [{ id: "praline", quantity: 1 }], { home: true, donationEur: 5, name: "Bruno" });
    orderC = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }], { name: "Chloé" });
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 5 }], { pay: false });
    expect((await refund(orderC.saleId, { kind: "full" })).statusCode).toBe(201);

    const { totals, orders_to_prepare, next_payable_on } = await statement();
    expect(totals).toEqual({
      orders: 3,
      bar_sales_cents: 1600 + 900 + 700,
      bar_refunds_cents: 700,
      share_cents: 320 + 180 + 140 - 140,
      donations_cents: 500,
      delivery_fees_cents: 390,
      refunds_cents: 700,
      held_by_association_cents: 0,
      paid_out_cents: 0,
      in_transfer_cents: 0,
      balance_cents: 1000,
      // Nothing delivered yet: nothing payable.
      payable_cents: 0,
    });
    expect(orders_to_prepare).toBe(2);
    expect(next_payable_on).toBeNull();
  });

  it("lists every order and refund as a movement whose 'due' column adds up to the balance", async () => {
    const movements = await send(app, "GET", `/api/campaigns/${campaign.id}/statement.csv`, { cookie: member });
    expect(movements.statusCode).toBe(200);
    expect(movements.headers["content-disposition"]).toMatch(/releve-.*\.csv/);
    const lines = movements.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain('"Dû à l\'association"');
    expect(lines).toHaveLength(1 + 3 + 1); // header, three orders, one refund
    const due = lines.slice(1).map((line) => Number(line.split(";")[10].replace(/"/g, "").replace(",", ".")));
    expect(Math.round(due.reduce((a, b) => a + b, 0) * 100)).toBe(1000);
    expect(movements.body).toContain(orderB.reference);
    expect(movements.body).toContain('"Remboursement"');
  });

  it("makes a part payable 14 days after delivery, and says from when", async () => {
    expect((await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: admin, body: {} })).statusCode).toBe(
      200,
    );
    const soon = await statement();
    expect(soon.totals.payable_cents).toBe(0);
    expect(soon.next_payable_on).not.toBeNull();
    expect(new Date(soon.next_payable_on!).getTime() - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);

    await deliveredDaysAgo(orderA.saleId, 15);
    expect((await statement()).totals.payable_cents).toBe(320);
  });

  it("is for those who see the money: a volunteer and another association are refused, the admin reads it", async () => {
    const { cookie: volunteer } = await invitedMember(app, {
      managerCookie: member,
      associationId,
      email: "benevole@exemple.fr",
      role: "volunteer",
    });
    expect((await send(app, "GET", `/api/campaigns/${campaign.id}/statement`, { cookie: volunteer })).statusCode).toBe(403);
    const other = await signUpAndSignIn(app, "autre@exemple.fr");
    expect((await send(app, "GET", `/api/campaigns/${campaign.id}/statement.pdf`, { cookie: other })).statusCode).toBe(403);
    const asAdmin = await send(app, "GET", `/api/admin/campaigns/${campaign.id}/statement`, { cookie: admin });
    expect(asAdmin.json().totals.balance_cents).toBe(1000);
  });
});

describe("payouts", () => {
  it("refuses a campaign whose association gave no bank details, and writes nothing", async () => {
    const response = await generate("cle-sans-rib-0001");
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("BANK_DETAILS_MISSING");
    expect((await statement()).totals.in_transfer_cents).toBe(0);
  });

  it("pays what is payable once, in a valid transfer file, even when asked twice at once", async () => {
    await saveConfirmedBankDetails(app, { cookie: member, adminCookie: admin, associationId, details: bankDetails });
    const [first, second] = await Promise.all([generate("cle-versement-1"), generate("cle-versement-1")]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const batch = first.json();
    expect(batch.total_cents).toBe(320);
    expect(batch.payouts).toHaveLength(1);
    expect(batch.payouts[0]).toMatchObject({
      amount_cents: 320,
      status: "generated",
      creditor_iban_masked: expect.stringMatching(/^FR76 /),
    });

    // A new key finds nothing left to pay: the orders are covered.
    const again = await generate("cle-versement-2");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("NOTHING_TO_PAY");

    const after = await statement();
    expect(after.totals).toMatchObject({ in_transfer_cents: 320, balance_cents: 680, payable_cents: 0 });

    const file = await send(app, "GET", `/api/admin/payout-batches/${batch.id}/sepa.xml`, { cookie: admin });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<InstdAmt Ccy="EUR">3.20</InstdAmt>');
    expect(file.body).toContain("FR7630006000011234567890189");
  });

  it("marks a payout paid once and mails the statement as a PDF to those who see the money", async () => {
    const [payout] = (await send(app, "GET", "/api/admin/payouts", { cookie: admin })).json().payouts;
    const body = { paid_on: "2026-12-01", bank_reference: "VIR-2026-001" };
    const [a, b] = await Promise.all([
      send(app, "POST", `/api/admin/payouts/${payout.id}/paid`, { cookie: admin, body }),
      send(app, "POST", `/api/admin/payouts/${payout.id}/paid`, { cookie: admin, body }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ status: "paid", paid_on: "2026-12-01", bank_reference: "VIR-2026-001" });
    expect(a.json().events.map((e: { to_state: string }) => e.to_state)).toEqual(["generated", "paid"]);

    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, "tresor@exemple.fr"), eq(mailOutbox.subject, "Votre versement est parti - Boutique Solidaire")));
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(formatEuros(320));
    const [pdf] = mails[0].attachments;
    expect(pdf.content_type).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(Buffer.from(pdf.content, "base64")), { mergePages: true });
    expect(text).toContain("École Jules Ferry");
    expect(text).toContain(orderA.reference);
    // The volunteer doesn't see the money: no mail.
    const volunteerMails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, "benevole@exemple.fr"));
    expect(volunteerMails.filter((m) => m.subject.startsWith("Votre versement"))).toHaveLength(0);

    expect((await statement()).totals).toMatchObject({ paid_out_cents: 320, in_transfer_cents: 0, balance_cents: 680 });
    const cancel = await send(app, "POST", `/api/admin/payouts/${payout.id}/cancel`, { cookie: admin, body: { reason: "Erreur" } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe("PAYOUT_ALREADY_SETTLED");
  });

  it("nets a later refund against the next payout and never pays more than the balance", async () => {
    await deliveredDaysAgo(orderB.saleId, 15);
    // B's praliné was broken: 2,00 € back come off its bars (share 180 -> 140) before the donation.
    expect((await refund(orderB.saleId, { kind: "amount", amount_eur: 2 })).statusCode).toBe(201);
    const before = await statement();
    expect(before.totals).toMatchObject({ share_cents: 320 + 140, donations_cents: 500, balance_cents: 640, payable_cents: 640 });

    const response = await generate("cle-versement-3");
    expect(response.statusCode).toBe(201);
    expect(response.json().total_cents).toBe(640);
    const after = await statement();
    expect(after.totals).toMatchObject({ balance_cents: 0, payable_cents: 0, in_transfer_cents: 640 });
  });

  it("cancelling a payout makes its orders payable again, with the reason in its history", async () => {
    const { payouts } = (await send(app, "GET", "/api/admin/payouts", { cookie: admin })).json();
    const inTransfer = payouts.find((p: { status: string }) => p.status === "generated");
    const response = await send(app, "POST", `/api/admin/payouts/${inTransfer.id}/cancel`, {
      cookie: admin,
      body: { reason: "IBAN refusé par la banque" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().events.at(-1)).toMatchObject({ to_state: "cancelled", reason: "IBAN refusé par la banque" });
    expect((await statement()).totals).toMatchObject({ balance_cents: 640, payable_cents: 640, in_transfer_cents: 0 });
  });

  it("lists the campaigns owed money with their bank account masked", async () => {
    const due = (await send(app, "GET", "/api/admin/payouts/due", { cookie: admin })).json();
    const row = due.campaigns.find((c: { campaign_id: string }) => c.campaign_id === campaign.id);
    expect(row).toMatchObject({ balance_cents: 640, payable_cents: 640, campaign_name: "École Jules Ferry" });
    expect(row.bank_account.iban_masked).not.toContain("1234567890");
  });
});
