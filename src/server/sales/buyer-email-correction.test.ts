import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, outboxMailsTo, send } from "../../../tests/support/app";
import { placeOrder } from "../../../tests/support/orders";
import { campaignWithTeam } from "../../../tests/support/team";
import { orderEvents } from "../db/schema";

// docs/product.md#buyer-email-correction: a buyer typed 'gmial.con'. A manager (or an admin) corrects it; the
// confirmation and the receipt go to the new address, the old one gets nothing more, and the history says who did it.

const { app, admin } = await appWithAdminForFile();
const { manager, treasurer, campaign } = await campaignWithTeam(app, { adminCookie: admin, roles: ["treasurer"] });

const correct = (saleId: string, email: string, cookie = manager) =>
  send(app, "POST", `/api/campaigns/${campaign.id}/orders/${saleId}/buyer-email`, { cookie, body: { email } });
const confirmationSubject = (reference: string) => `Merci pour votre commande ${reference} - Boutique Solidaire`;

describe("correcting a buyer's e-mail", () => {
  it("sends the confirmation and the receipt to the new address only, and keeps who changed what", async () => {
    const order = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }]);
    const typo = order.email.replace("@exemple.fr", "@gmial.con");
    // The order as the buyer typed it: the address with its typo.
    expect((await correct(order.saleId, typo)).statusCode).toBe(200);
    const oldMails = (await outboxMailsTo(app, typo)).length;
    const fixed = `corrige-${randomUUID().slice(0, 6)}@exemple.fr`;

    const response = await correct(order.saleId, ` ${fixed} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: true, customer_email: fixed });

    const [mail] = await outboxMailsTo(app, fixed, confirmationSubject(order.reference));
    expect(mail.text_body).toContain("Votre paiement est confirmé");
    expect(mail.attachments.map((attachment) => attachment.content_type)).toContain("application/pdf");
    expect(await outboxMailsTo(app, typo)).toHaveLength(oldMails);

    const history = await app.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.sale_id, order.saleId), eq(orderEvents.axis, "correction")));
    expect(history.at(-1)?.details).toMatchObject({ before: { customer_email: typo }, after: { customer_email: fixed } });
    expect(history.at(-1)?.actor_user_id).toBeTruthy();

    // The same address again: nothing recorded, nothing sent.
    expect((await correct(order.saleId, fixed.toUpperCase())).json()).toEqual({ changed: false, customer_email: fixed });
    expect(await outboxMailsTo(app, fixed, confirmationSubject(order.reference))).toHaveLength(1);
  });

  it("refuses an invalid address, an unpaid order and a paper order, in French", async () => {
    const order = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    const invalid = await correct(order.saleId, "marie@gmial");
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, "Email invalide"]);

    const unpaid = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });
    const notPaid = await correct(unpaid.saleId, "marie@exemple.fr");
    expect([notPaid.statusCode, notPaid.json().code]).toEqual([409, "BUYER_EMAIL_ORDER_NOT_PAID"]);

    const paper = await send(app, "POST", `/api/campaigns/${campaign.id}/paper-orders`, {
      cookie: manager,
      body: { idempotency_key: `cle-${randomUUID()}`, buyer_name: "Papi Jo", lines: [{ id: "noir", quantity: 1 }], payment_method: "cash" },
    });
    const paperRefusal = await correct(paper.json().order.id, "papi@exemple.fr");
    expect([paperRefusal.statusCode, paperRefusal.json().code]).toEqual([409, "BUYER_EMAIL_PAPER_ORDER"]);
  });

  it("is the managers' and the admins', not the treasurer's", async () => {
    const order = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }]);
    expect((await correct(order.saleId, "tresor@exemple.fr", treasurer)).statusCode).toBe(403);
    const byAdmin = await correct(order.saleId, "admin-corrige@exemple.fr", admin);
    expect(byAdmin.json()).toEqual({ changed: true, customer_email: "admin-corrige@exemple.fr" });
  });
});
