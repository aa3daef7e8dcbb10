import { eq, like } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder, preparationParcels, saleRow } from "../../../tests/support/orders";
import { mailOutbox } from "../db/schema";
import { createOrderDocuments } from "../receipts/order-documents";

// docs/product.md#donation: a donation is paid with the bars, in one payment, or alone; alone, it is thanked as a
// donation and ships nothing, so no list of orders to prepare or hand over ever shows it.

const { app, admin } = await appWithAdminForFile();

const mailsTo = (to: string) => app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));
const mailsAbout = (reference: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.text_body, `%${reference}%`));

/** The thank-you page's call, with the token its address carries (as the payment page sends the buyer back). */
async function thankYouStatus(saleId: string, reference: string, withToken = true) {
  const path = createOrderDocuments(app.config).links.thankYouPath(saleId, reference);
  const token = new URL(path, "http://localhost").searchParams.get("token")!;
  const query = new URLSearchParams({ ref: reference, ...(withToken ? { token } : {}) });
  return (await send(app, "GET", `/api/checkout/status?${query}`)).json();
}

async function pdfText(content: string): Promise<string> {
  const { text } = await extractText(new Uint8Array(Buffer.from(content, "base64")), { mergePages: true });
  return text.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");
}

/** A published campaign of its own, so that its orders are the only ones its lists may show. */
async function shop(name: string) {
  const slug = name.toLowerCase().replace(/\W+/g, "-");
  return publishedCampaign(app, { memberEmail: `${slug}@exemple.fr`, adminCookie: admin, form: { association_name: name } });
}

describe("an order of bars and a donation", () => {
  it("is one order paid once, whose thank-you page, mails and receipt name the donation", async () => {
    const { campaign } = await shop("APE des Tilleuls");
    const order = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }], { donationEur: 5, name: "Yvonne Le Goff" });

    expect(await saleRow(app, order.saleId)).toMatchObject({ amount_total: "21.00", bars_count: 2, donation_cents: 500, status: "paid" });
    expect(await thankYouStatus(order.saleId, order.reference)).toMatchObject({
      status: "paid",
      amount_total: 21,
      bars_count: 2,
      donation_eur: 5,
      buyer_email: order.email,
    });

    const [mail] = await mailsTo(order.email);
    expect(mail.subject).toBe(`Merci pour votre commande ${order.reference} - Boutique Solidaire`);
    expect(mail.text_body).toContain("Don : 5,00 €");
    expect(mail.text_body).toContain("20 % de vos tablettes et la totalité de votre don (5,00 €) financent directement le projet");
  });

  it("tells its address only to the holder of the order's token", async () => {
    const { campaign } = await shop("Sou des écoles de Theix");
    const order = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }], { donationEur: 3 });
    expect((await thankYouStatus(order.saleId, order.reference, false)).buyer_email).toBeNull();
    expect((await thankYouStatus(order.saleId, order.reference)).buyer_email).toBe(order.email);
  });
});

describe("a donation alone", () => {
  it("is thanked as a donation: no delivery, no pick-up, no QR code, and its receipt says 'Don'", async () => {
    const { campaign } = await shop("Club de Voile de Larmor");
    // The form said home delivery: a donation ships nothing whatever the form says.
    const gift = await placeOrder(app, campaign.id, [], { donationEur: 5, home: true, name: "Yvonne Le Goff" });

    expect(await saleRow(app, gift.saleId)).toMatchObject({
      amount_total: "5.00",
      delivery_fee: "0.00",
      delivery_mode: "pickup",
      delivery_address: null,
      bars_count: 0,
    });
    expect(await thankYouStatus(gift.saleId, gift.reference)).toMatchObject({ bars_count: 0, donation_eur: 5, hand_over_qr_svg: null });

    const mails = await mailsTo(gift.email);
    expect(mails.map((m) => m.subject)).toEqual([`Merci pour votre don ${gift.reference} - Boutique Solidaire`]);
    const [mail] = mails;
    expect(mail.text_body).toContain("Votre don est reversé en totalité à l'association.");
    expect(mail.text_body).not.toMatch(/Retrait|retirer|tablettes|Livraison/);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`recu-${gift.reference}.pdf`]);
    const receipt = await pdfText(mail.attachments[0].content);
    expect(receipt).toContain(`Don ${gift.reference}`);
    expect(receipt).toContain("Donateur : Yvonne Le Goff");
    expect(receipt).not.toMatch(/Retrait|Livraison/);
  });

  it("makes no parcel in 'Préparation', no line of the production totals, packing slips or carrier's file", async () => {
    const { campaign } = await shop("Judo Club de Séné");
    const before = (await send(app, "GET", "/api/admin/preparation", { cookie: admin })).json();
    const home = await placeOrder(app, campaign.id, [], { donationEur: 20, home: true });
    const pickup = await placeOrder(app, campaign.id, [], { donationEur: 10 });

    const parcels = (await preparationParcels(app, admin)).filter((p) => p.campaign_id === campaign.id);
    expect(parcels).toEqual([]);
    const after = (await send(app, "GET", "/api/admin/preparation", { cookie: admin })).json();
    expect([after.home_parcels, after.campaign_parcels]).toEqual([before.home_parcels, before.campaign_parcels]);

    const csv = (await send(app, "GET", "/api/admin/preparation/shipping.csv", { cookie: admin })).body;
    expect(csv).not.toContain(home.reference);
    const slips = await send(app, "GET", "/api/admin/preparation/packing-slips.pdf", { cookie: admin });
    const { text } = await extractText(new Uint8Array(slips.rawPayload), { mergePages: true });
    expect(text).not.toContain(home.reference);
    expect(text).not.toContain(pickup.reference);
  });

  it("is not listed under the orders 'À préparer' of 'Commandes'", async () => {
    const { campaign } = await shop("Chorale de Vannes");
    const gift = await placeOrder(app, campaign.id, [], { donationEur: 8 });
    const bars = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    const query = new URLSearchParams({ campaign_id: campaign.id, fulfilment_status: "to_prepare" });
    const listed = (await send(app, "GET", `/api/admin/orders?${query}`, { cookie: admin })).json();
    expect(listed.orders.map((o: { order_reference: string }) => o.order_reference)).toEqual([bars.reference]);
    expect(listed.orders).not.toContainEqual(expect.objectContaining({ order_reference: gift.reference }));
  });

  it("stays out of the association's parcel: not moved, not in the 'arrived' mail, never handed over", async () => {
    const { campaign, member } = await shop("Twirling de Ploeren");
    const gift = await placeOrder(app, campaign.id, [], { donationEur: 15 });
    const bars = await placeOrder(app, campaign.id, [{ id: "praline", quantity: 2 }]);

    const delivered = await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: admin, body: {} });
    expect(delivered.json()).toMatchObject({ changed: 1 });
    expect(await saleRow(app, gift.saleId)).toMatchObject({ fulfilment_status: "to_prepare", fulfilled_at: null });
    expect(await saleRow(app, bars.saleId)).toMatchObject({ fulfilment_status: "delivered_to_association" });
    const arrived = (await mailsAbout(bars.reference)).filter((m) => m.subject.startsWith("Vos commandes à remettre sont arrivées"));
    expect(arrived.length).toBeGreaterThan(0);
    for (const mail of arrived) expect(mail.text_body).not.toContain(gift.reference);

    const handOver = await send(app, "POST", `/api/campaigns/${campaign.id}/distribution/hand-over`, {
      cookie: member,
      body: { reference: gift.reference },
    });
    expect(handOver.statusCode).toBeGreaterThanOrEqual(400);
    const list = (await send(app, "GET", `/api/campaigns/${campaign.id}/distribution`, { cookie: member })).json();
    expect(JSON.stringify(list)).not.toContain(gift.reference);
  });

  it("gets no 'Votre commande est prête': its donor has nothing to collect", async () => {
    const { campaign, member } = await shop("Handball de Theix");
    await placeOrder(app, campaign.id, [], { donationEur: 12 });
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    const messages = (await send(app, "GET", `/api/campaigns/${campaign.id}/buyer-messages`, { cookie: member })).json();
    expect(messages.recipients).toEqual({ ready: 1, free: 2 });
    const sent = await send(app, "POST", `/api/campaigns/${campaign.id}/buyer-messages`, { cookie: member, body: { kind: "ready" } });
    expect(sent.json().message).toMatchObject({ recipients: 1 });
  });
});
