import { and, asc, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, outboxMailsTo, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder, preparationParcels, saleRow } from "../../../tests/support/orders";
import { invitedMember } from "../../../tests/support/team";
import type { Campaign } from "../../shared/campaign";
import { orderEvents } from "../db/schema";
import { advanceFulfilment } from "../orders/service";

// docs/product.md#fulfilment and #preparation: the workshop ships home deliveries, brings each campaign's pick-up
// orders to its association in one parcel, and sees what to make; every step one-way, once, with its history.

const { app, admin } = await appWithAdminForFile();
const adminId: string = (await send(app, "GET", "/api/me", { cookie: admin })).json().user.id;

const saleOf = (id: string) => saleRow(app, id);
const historyOf = (id: string) =>
  app.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.sale_id, id), eq(orderEvents.axis, "fulfilment")))
    .orderBy(asc(orderEvents.created_at));
const mailsTo = (to: string, subject: string) => outboxMailsTo(app, to, subject);
const ship = (parcels: { sale_id: string; carrier: string; tracking_number: string }[], cookie = admin) =>
  send(app, "POST", "/api/admin/orders/ship", { cookie, body: { parcels } });

async function campaignNamed(name: string): Promise<{ campaign: Campaign; member: string; associationId: string }> {
  return publishedCampaign(app, {
    memberEmail: `${name.toLowerCase().replace(/\W+/g, "-")}@exemple.fr`,
    adminCookie: admin,
    form: { association_name: name },
  });
}

describe("shipping a home delivery", () => {
  it("moves it once to 'shipped' with its tracking, mails the buyer the tracking link, and writes who did it", async () => {
    const { campaign, member } = await campaignNamed("Club de Hand de Theix");
    const order = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }], { home: true, name: "Paul Éven" });

    const parcel = { sale_id: order.saleId, carrier: "La Poste Colissimo", tracking_number: "6A12345678901" };
    const [first, second] = await Promise.all([ship([parcel]), ship([parcel])]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().changed + second.json().changed, first.json().unchanged + second.json().unchanged]).toEqual([1, 1]);

    expect(await saleOf(order.saleId)).toMatchObject({
      fulfilment_status: "shipped",
      carrier: "La Poste Colissimo",
      tracking_number: "6A12345678901",
    });
    const history = await historyOf(order.saleId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ from_state: "to_prepare", to_state: "shipped", actor_user_id: adminId });

    const mails = await mailsTo(order.email, "Votre commande est en route - Boutique Solidaire");
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain("https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901");
    expect(mails[0].text_body).toContain(order.reference);

    // The association's views say it in French.
    const drawer = (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: member })).json();
    expect(drawer.sales[0].fulfilment_status).toBe("shipped");
  });

  it("refuses an unpaid order, a pick-up order and an unknown one, and marks nothing of the batch", async () => {
    const { campaign } = await campaignNamed("Chorale de Saint-Avé");
    const good = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }], { home: true });
    const unpaid = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }], { home: true, pay: false });
    const pickup = await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 1 }]);

    for (const refused of [unpaid.saleId, pickup.saleId]) {
      const answer = await ship([
        { sale_id: good.saleId, carrier: "Chronopost", tracking_number: "XY1" },
        { sale_id: refused, carrier: "Chronopost", tracking_number: "XY2" },
      ]);
      expect([answer.statusCode, answer.json().code]).toEqual([409, "ORDER_NOT_SHIPPABLE"]);
    }
    const unknown = await ship([{ sale_id: "00000000-0000-4000-8000-000000000000", carrier: "Chronopost", tracking_number: "XY3" }]);
    expect(unknown.statusCode).toBe(404);
    expect((await saleOf(good.saleId)).fulfilment_status).toBe("to_prepare");
    expect(await historyOf(good.saleId)).toEqual([]);

    const empty = await ship([{ sale_id: good.saleId, carrier: " ", tracking_number: "" }]);
    expect([empty.statusCode, empty.json().message]).toEqual([400, "Le transporteur est requis"]);
  });
});

describe("a campaign's pick-up parcel", () => {
  it("brings every paid pick-up order to the association at once, tells its team who gets what, then each is handed over once", async () => {
    const { campaign, member, associationId } = await campaignNamed("École du Port");
    const volunteer = await invitedMember(app, {
      managerCookie: member,
      associationId,
      email: "benevole-port@exemple.fr",
      role: "volunteer",
    });
    const lina = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 3 }], { name: "Lina Cadoret" });
    const yves = await placeOrder(app, campaign.id, [{ id: "praline", quantity: 1 }], { name: "Yves Allanic" });
    const home = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { home: true });
    const unpaid = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { pay: false });

    const delivered = await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: admin, body: {} });
    expect(delivered.json()).toEqual({ changed: 2, unchanged: 0 });
    const again = await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: admin, body: {} });
    expect(again.json()).toEqual({ changed: 0, unchanged: 2 });

    expect((await saleOf(lina.saleId)).fulfilment_status).toBe("delivered_to_association");
    expect((await saleOf(yves.saleId)).fulfilment_status).toBe("delivered_to_association");
    expect((await saleOf(home.saleId)).fulfilment_status).toBe("to_prepare");
    expect((await saleOf(unpaid.saleId)).fulfilment_status).toBe("to_prepare");

    const mails = await mailsTo("benevole-port@exemple.fr", "Vos commandes à remettre sont arrivées - Boutique Solidaire");
    expect(mails).toHaveLength(1);
    // The buyers' names as they typed them, in the frame (docs/product.md#mails).
    expect(mails[0].text_body).toContain(`${lina.reference}, 3 tablettes : « Lina Cadoret »`);
    expect(mails[0].text_body).toContain(`${yves.reference}, 1 tablette : « Yves Allanic »`);

    // The association hands Lina's over; a second click changes nothing; a home delivery can't be handed over.
    const handOver = (saleId: string) =>
      advanceFulfilment(app.database.db, {
        move: { kind: "hand_over", saleId },
        actorUserId: volunteer.userId,
        publicUrl: "http://localhost",
      });
    expect(await handOver(lina.saleId)).toMatchObject({ changed: 1 });
    expect(await handOver(lina.saleId)).toMatchObject({ changed: 0, unchanged: 1 });
    await expect(handOver(home.saleId)).rejects.toMatchObject({ code: "ORDER_NOT_HANDED_OVER" });
    const steps = (await historyOf(lina.saleId)).map((e) => [e.from_state, e.to_state, e.actor_user_id]);
    expect(steps).toEqual([
      ["to_prepare", "delivered_to_association", adminId],
      ["delivered_to_association", "handed_over", volunteer.userId],
    ]);
  });
});

describe("'Préparation'", () => {
  it("counts the bars to make per product, in total and per campaign, less refunded lines, and lists the parcels", async () => {
    const { campaign } = await campaignNamed("Amicale de Plescop");
    await placeOrder(
      app,
      campaign.id,
      [
        { id: "noir", quantity: 2 },
        { id: "blanc", quantity: 1 },
      ],
      { name: "Anne Guillo" },
    );
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }], { name: "Jean Guillo" });
    const home = await placeOrder(app, campaign.id, [{ id: "praline", quantity: 4 }], { home: true, name: "Soazig Le Du" });
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 5 }], { pay: false });
    const refunded = await send(app, "POST", `/api/admin/orders/${home.saleId}/refunds`, {
      cookie: admin,
      body: { kind: "lines", lines: [{ product_id: "praline", quantity: 1 }], idempotency_key: "preparation-1" },
    });
    expect(refunded.statusCode).toBe(201);

    const preparation = (await send(app, "GET", "/api/admin/preparation", { cookie: admin })).json();
    const mine = preparation.campaigns.find((c: { campaign_id: string }) => c.campaign_id === campaign.id);
    expect(mine.products).toEqual([
      { product_id: "blanc", name: "Chocolat Blanc", bars: 1 },
      { product_id: "noir", name: "Chocolat Noir", bars: 3 },
      { product_id: "praline", name: "Chocolat Amandes", bars: 3 },
    ]);
    expect(mine.bars).toBe(7);
    const totalOfCampaigns = preparation.campaigns.reduce((sum: number, c: { bars: number }) => sum + c.bars, 0);
    expect(preparation.total_bars).toBe(totalOfCampaigns);

    expect(preparation.home_parcels + preparation.campaign_parcels).toBe((await preparationParcels(app, admin)).length);
    const parcels = (await preparationParcels(app, admin)).filter((p) => p.campaign_id === campaign.id);
    expect(parcels).toEqual([
      expect.objectContaining({ kind: "campaign", recipient: "Amicale de Plescop", bars: 4, weight_grams: 4 * 100 + 150 }),
      expect.objectContaining({
        kind: "home",
        sale_id: home.saleId,
        recipient: "Soazig Le Du",
        city: "Vannes",
        bars: 3,
        weight_grams: 3 * 100 + 150,
      }),
    ]);
    expect(parcels[0].order_references).toHaveLength(2);
  });

  it("prints one packing slip a parcel and exports the home deliveries for the carrier", async () => {
    const { campaign } = await campaignNamed("Bagad de Vannes");
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 2 }], { name: "Gwenaëlle Le Bihan" });
    await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 3 }], { name: "Hervé Guégan" });
    const home = await placeOrder(app, campaign.id, [{ id: "praline", quantity: 2 }], { home: true, name: "Maël Jégo" });

    const pdf = await send(app, "GET", "/api/admin/preparation/packing-slips.pdf", { cookie: admin });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    // Read back with a PDF library, as a person would read the page.
    const { totalPages, text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: false });
    if (process.env.KEEP_PDF) (await import("node:fs")).writeFileSync(process.env.KEEP_PDF, pdf.rawPayload);
    expect(totalPages).toBe((await preparationParcels(app, admin)).length);
    const campaignPage = text.find((page) => page.includes("Bagad de Vannes") && page.includes("À remettre par l'association"));
    expect(campaignPage).toBeDefined();
    for (const expected of ["Gwenaëlle Le Bihan", "Hervé Guégan", "Chocolat Noir", "Chocolat Blanc", "0,65 kg"]) {
      expect(campaignPage).toContain(expected);
    }
    const homePage = text.find((page) => page.includes("Maël Jégo"));
    expect(homePage).toContain("1 rue Haute");
    expect(homePage).toContain(home.reference);
    expect(homePage).toContain("Chocolat Amandes");

    const csv = await send(app, "GET", "/api/admin/preparation/shipping.csv", { cookie: admin });
    const [header, ...records] = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(
      '"Nom";"Adresse";"Complément d\'adresse";"Code postal";"Ville";"Pays";"Email";"Téléphone";"Poids (kg)";"Référence"',
    );
    expect(records).toContain(`"Maël Jégo";"1 rue Haute";"";"56000";"Vannes";"FR";"${home.email}";"";"0,350";"${home.reference}"`);
    expect(records.every((r) => !r.includes("Gwenaëlle"))).toBe(true);
  });

  it("is the administrators' alone", async () => {
    const { member } = await campaignNamed("Club Curieux");
    expect((await send(app, "GET", "/api/admin/preparation", { cookie: member })).statusCode).toBe(403);
    expect((await ship([{ sale_id: "00000000-0000-4000-8000-000000000000", carrier: "X", tracking_number: "Y" }], member)).statusCode).toBe(
      403,
    );
  });
});
