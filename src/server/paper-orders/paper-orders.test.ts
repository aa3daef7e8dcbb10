import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder, preparationParcels, saleRow } from "../../../tests/support/orders";
import { campaignWithTeam } from "../../../tests/support/team";
import { orderEvents, sales } from "../db/schema";

// 'Commandes hors ligne' (docs/product.md#paper-orders): recorded by the members who hand bars over, priced by the
// server, counted once in every total, corrected with their history, cancelled one way. Catalogue: noir 8,00 €,
// praline 9,00 €, blanc 7,00 €.

const key = () => `cle-${randomUUID()}`;
const url = (path = "") => `/api/campaigns/${campaign.id}/paper-orders${path}`;
const record = (body: Record<string, unknown>, cookie = manager) =>
  send(app, "POST", url(), { cookie, body: { idempotency_key: key(), payment_method: "cash", ...body } });
const correct = (saleId: string, body: Record<string, unknown>, cookie = manager) =>
  send(app, "PATCH", url(`/${saleId}`), { cookie, body: { payment_method: "cash", ...body } });
const cancel = (saleId: string, reason = "Commande en double", cookie = manager) =>
  send(app, "POST", url(`/${saleId}/cancel`), { cookie, body: { reason } });

const raised = async () => (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign.amount_raised_eur;
const drawer = async () => (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: manager })).json().summary;
const salesPage = async () => (await send(app, "GET", `/api/associations/${associationId}/sales`, { cookie: manager })).json().summary;
const card = async () =>
  (await send(app, "GET", `/api/associations/${associationId}/campaigns`, { cookie: manager })).json().campaigns[0] as {
    sales_total_eur: number;
    bars_sold: number;
  };
const totals = async () => ({ drawer: await drawer(), salesPage: await salesPage(), card: await card() });
const historyOf = (saleId: string) =>
  app.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.sale_id, saleId))
    .orderBy(asc(orderEvents.created_at), asc(orderEvents.axis));
const rowOf = (id: string) => saleRow(app, id);

const { app, admin } = await appWithAdminForFile();
const { manager, associationId, campaign, volunteer } = await campaignWithTeam(app, { adminCookie: admin, roles: ["volunteer"] });
const managerId: string = (await send(app, "GET", "/api/me", { cookie: manager })).json().user.id;

describe("recording a paper order", () => {
  it("prices it on the server whatever the browser sends, stores it paid and picked up, with its history", async () => {
    const response = await record({
      buyer_name: "  Mamie Le Goff ",
      buyer_email: "Mamie@Exemple.fr",
      lines: [
        { id: "noir", quantity: 2, price: 0.01 },
        { id: "praline", quantity: 1, price: 0.01 },
        { id: "blanc", quantity: 0 },
      ],
      donation_eur: 5,
      payment_method: "cheque",
      cheque_number: "1234567",
      note: "Remis par Lucie",
    });
    expect(response.statusCode).toBe(201);
    const { order, created } = response.json();
    expect(created).toBe(true);
    expect(order).toMatchObject({
      customer_name: "Mamie Le Goff",
      customer_email: "mamie@exemple.fr",
      amount_total: 30,
      bars_count: 3,
      donation_eur: 5,
      payment_method: "cheque",
      cheque_number: "1234567",
      status: "paid",
      fulfilment_status: "to_prepare",
      note: "Remis par Lucie",
      editable: true,
    });
    expect(order.order_reference).toMatch(/^BS-[2-9A-HJKMNP-Z]{8}$/);
    expect(order.items).toEqual([
      { product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 2, vat_rate: 550 },
      { product_id: "praline", name: "Chocolat Amandes", unit_price_eur: "9.00", quantity: 1, vat_rate: 2000 },
      { product_id: "don", name: "Don", unit_price_eur: "5.00", quantity: 1, vat_rate: null },
    ]);

    const row = await rowOf(order.id);
    expect(row).toMatchObject({
      status: "paid",
      amount_total: "30.00",
      delivery_fee: "0.00",
      delivery_mode: "pickup",
      payment_method: "cheque",
      cheque_number: "1234567",
      recorded_by: managerId,
      payment_provider: null,
      donation_cents: 500,
      bars_count: 3,
    });
    expect(row.paid_at).toBeInstanceOf(Date);
    const history = await historyOf(order.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      axis: "payment",
      from_state: null,
      to_state: "paid",
      actor_user_id: managerId,
      reason: "Commande papier : Chèque n° 1234567",
    });
  });

  it("says in French what the form lacks: a cheque's number, a bar or a donation", async () => {
    const noNumber = await record({
      buyer_name: "Jean",
      lines: [{ id: "noir", quantity: 1 }],
      payment_method: "cheque",
      cheque_number: " ",
    });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toBe("Indiquez le numéro du chèque");
    const empty = await record({ buyer_name: "Jean", lines: [{ id: "noir", quantity: 0 }] });
    expect(empty.json().message).toBe("Ajoutez au moins une tablette ou un don");
    const unknown = await record({ buyer_name: "Jean", lines: [{ id: "caramel", quantity: 1 }] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, "Produit inconnu"]);
    const tooMany = await record({
      buyer_name: "Jean",
      lines: [
        { id: "noir", quantity: 60 },
        { id: "noir", quantity: 40 },
      ],
    });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, "99 tablettes au maximum par produit"]);
  });

  it("counts once in the amount raised, the drawer, the sales page, the card and the CSV", async () => {
    const before = { raised: await raised(), ...(await totals()) };
    const response = await record({ buyer_name: "Papi Jo", lines: [{ id: "blanc", quantity: 3 }] });
    const { order } = response.json();
    expect(order.amount_total).toBe(21);

    // The association's 20 % of 21,00 € (decision 040).
    await expect.poll(raised).toBeCloseTo(before.raised + 4.2, 2);
    const after = await totals();
    expect(after.drawer).toMatchObject({ count: before.drawer.count + 1, bars_sold: before.drawer.bars_sold + 3 });
    expect(after.drawer.total_eur).toBeCloseTo(before.drawer.total_eur + 21, 2);
    expect(after.salesPage.count).toBe(before.salesPage.count + 1);
    expect(after.salesPage.total_eur).toBeCloseTo(before.salesPage.total_eur + 21, 2);
    expect(after.card.bars_sold).toBe(before.card.bars_sold + 3);
    expect(after.card.sales_total_eur).toBeCloseTo(before.card.sales_total_eur + 21, 2);

    const listed = (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: manager })).json().sales;
    expect(listed.find((sale: { id: string }) => sale.id === order.id)).toMatchObject({ payment_method: "cash", status: "paid" });
    const csv = await send(app, "GET", `/api/associations/${associationId}/sales.csv`, { cookie: manager });
    const header = csv.body.replace(/^\uFEFF/, "").split("\r\n")[0];
    expect(header).toContain('"Statut";"Canal";"Moyen de paiement";"N° de chèque";"Livraison"');
    expect(csv.body.split("\r\n").find((line) => line.includes(order.order_reference))).toContain(
      '"Payé";"Commande papier";"Espèces";"";"Retrait"',
    );
  });

  it("records one order for a double click: the same key answers the first order", async () => {
    const body = { idempotency_key: key(), buyer_name: "Double Clic", lines: [{ id: "noir", quantity: 1 }], payment_method: "cash" };
    const [first, second] = await Promise.all([
      send(app, "POST", url(), { cookie: manager, body }),
      send(app, "POST", url(), { cookie: manager, body }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().order.id).toBe(second.json().order.id);
    const again = await send(app, "POST", url(), { cookie: manager, body: { ...body, buyer_name: "Autre nom" } });
    expect([again.statusCode, again.json().order.id, again.json().created]).toEqual([200, first.json().order.id, false]);
    const rows = await app.database.db
      .select()
      .from(sales)
      .where(and(eq(sales.campaign_id, campaign.id), eq(sales.customer_name, "Double Clic")));
    expect(rows).toHaveLength(1);
  });

  it("is for a published campaign only", async () => {
    const other = await publishedCampaign(app, { memberEmail: "hors-ligne@exemple.fr", adminCookie: admin });
    expect((await send(app, "POST", `/api/campaigns/${other.campaign.id}/unpublish`, { cookie: other.member, body: {} })).statusCode).toBe(
      200,
    );
    const refused = await send(app, "POST", `/api/campaigns/${other.campaign.id}/paper-orders`, {
      cookie: other.member,
      body: { idempotency_key: key(), buyer_name: "Jean", lines: [{ id: "noir", quantity: 1 }], payment_method: "cash" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "PAPER_ORDER_CAMPAIGN_OFFLINE",
      message: "Cette campagne n'est pas en ligne : une commande papier ne peut être enregistrée que pour une campagne publiée.",
    });
  });
});

describe("who may record them", () => {
  it("lets a volunteer record and list them, without the buyers' e-mails", async () => {
    const response = await record(
      { buyer_name: "Voisine", buyer_email: "voisine@exemple.fr", lines: [{ id: "noir", quantity: 1 }] },
      volunteer,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().order.customer_email).toBeNull();
    const page = (await send(app, "GET", url(), { cookie: volunteer })).json();
    expect(page.sees_contacts).toBe(false);
    expect(page.orders.every((order: { customer_email: string | null }) => order.customer_email === null)).toBe(true);
    // A volunteer's correction leaves the e-mail it doesn't see as it was.
    const id = response.json().order.id;
    expect(
      (await correct(id, { buyer_name: "Voisine du 3", lines: [{ id: "noir", quantity: 1 }], buyer_email: "" }, volunteer)).statusCode,
    ).toBe(200);
    expect(await rowOf(id)).toMatchObject({ customer_name: "Voisine du 3", customer_email: "voisine@exemple.fr" });

    const managerPage = (await send(app, "GET", url(), { cookie: manager })).json();
    expect(managerPage.sees_contacts).toBe(true);
    expect(managerPage.orders.find((order: { id: string }) => order.id === id).customer_email).toBe("voisine@exemple.fr");
  });

  it("refuses a member of another association", async () => {
    const stranger = await signUpAndSignIn(app, "etranger@exemple.fr");
    const { saleId } = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    expect((await record({ buyer_name: "Intrus", lines: [{ id: "noir", quantity: 1 }] }, stranger)).statusCode).toBe(403);
    expect((await send(app, "GET", url(), { cookie: stranger })).statusCode).toBe(403);
    expect((await correct(saleId, { buyer_name: "Intrus", lines: [{ id: "noir", quantity: 1 }] }, stranger)).statusCode).toBe(403);
    expect((await cancel(saleId, "Intrus", stranger)).statusCode).toBe(403);
  });
});

describe("correcting and cancelling", () => {
  it("re-prices a correction on the server and keeps what changed in the history", async () => {
    const before = await raised();
    const { order } = (await record({ buyer_name: "Erreur de saisie", lines: [{ id: "noir", quantity: 1 }] })).json();
    await expect.poll(raised).toBeCloseTo(before + 1.6, 2);
    const response = await correct(order.id, {
      buyer_name: "Saisie corrigée",
      lines: [{ id: "praline", quantity: 2, price: 0.01 }],
      donation_eur: 2.5,
      payment_method: "cheque",
      cheque_number: "0099",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      changed: true,
      order: { customer_name: "Saisie corrigée", amount_total: 20.5, bars_count: 2, payment_method: "cheque", cheque_number: "0099" },
    });
    // The amount raised follows a correction, though its trigger doesn't watch the amount.
    // 20 % of 18,00 € of bars, and the whole 2,50 € donation (decision 040).
    await expect.poll(raised).toBeCloseTo(before + 6.1, 2);

    const correction = (await historyOf(order.id)).find((event) => event.axis === "correction");
    expect(correction).toMatchObject({ actor_user_id: managerId, to_state: "paid" });
    expect(correction!.details).toMatchObject({
      before: { customer_name: "Erreur de saisie", amount_total: "8.00", payment_method: "cash", cheque_number: null },
      after: { customer_name: "Saisie corrigée", amount_total: "20.50", payment_method: "cheque", cheque_number: "0099" },
    });
    // The same correction again changes nothing and records nothing.
    const same = await correct(order.id, {
      buyer_name: "Saisie corrigée",
      lines: [{ id: "praline", quantity: 2 }],
      donation_eur: 2.5,
      payment_method: "cheque",
      cheque_number: "0099",
    });
    expect(same.json().changed).toBe(false);
    expect((await historyOf(order.id)).filter((event) => event.axis === "correction")).toHaveLength(1);
  });

  it("cancels one way: out of every total, a second cancel changes nothing, no correction after", async () => {
    const start = await raised();
    const { order } = (await record({ buyer_name: "Annulation", lines: [{ id: "praline", quantity: 2 }] })).json();
    await expect.poll(raised).toBeCloseTo(start + 3.6, 2);
    const before = await totals();

    const first = await cancel(order.id, "Commande en double");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ changed: true, order: { status: "cancelled", fulfilment_status: "cancelled", editable: false } });
    await expect.poll(raised).toBeCloseTo(start, 2);
    const after = await totals();
    expect(after.drawer).toMatchObject({ count: before.drawer.count - 1, bars_sold: before.drawer.bars_sold - 2 });
    expect(after.salesPage.total_eur).toBeCloseTo(before.salesPage.total_eur - 18, 2);
    expect(after.card.sales_total_eur).toBeCloseTo(before.card.sales_total_eur - 18, 2);
    const page = (await send(app, "GET", url(), { cookie: manager })).json();
    expect(page.orders.find((o: { id: string }) => o.id === order.id).status).toBe("cancelled");

    const second = await cancel(order.id, "Encore");
    expect([second.statusCode, second.json().changed]).toEqual([200, false]);
    const history = await historyOf(order.id);
    expect(history.filter((event) => event.to_state === "cancelled").map((event) => [event.axis, event.from_state, event.reason])).toEqual(
      expect.arrayContaining([
        ["payment", "paid", "Commande en double"],
        ["fulfilment", "to_prepare", "Commande en double"],
      ]),
    );
    expect(history).toHaveLength(3);
    const late = await correct(order.id, { buyer_name: "Trop tard", lines: [{ id: "noir", quantity: 1 }] });
    expect([late.statusCode, late.json().code]).toEqual([409, "PAPER_ORDER_LOCKED"]);
  });

  it("leaves card orders alone", async () => {
    const { saleId } = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);
    const corrected = await correct(saleId, { buyer_name: "Pirate", lines: [{ id: "noir", quantity: 9 }] });
    expect(corrected.statusCode).toBe(409);
    expect(corrected.json()).toEqual({
      code: "PAPER_ORDER_ONLY",
      message: "Seules les commandes papier (espèces ou chèque) peuvent être corrigées ou annulées ici.",
    });
    expect((await cancel(saleId)).json().code).toBe("PAPER_ORDER_ONLY");
    expect(await rowOf(saleId)).toMatchObject({ status: "paid", customer_name: "Marie Le Goff", payment_method: "card" });
  });
});

describe("the workshop's side", () => {
  it("puts a paper order in the campaign's pick-up parcel; once there, its bars no longer change", async () => {
    const { order } = (await record({ buyer_name: "Colis", lines: [{ id: "blanc", quantity: 4 }] })).json();
    const parcel = (await preparationParcels(app, admin)).find((p) => p.kind === "campaign" && p.campaign_id === campaign.id);
    expect(parcel?.order_references).toContain(order.order_reference);

    const delivered = await send(app, "POST", `/api/admin/campaigns/${campaign.id}/deliver-pickups`, { cookie: admin, body: {} });
    expect(delivered.statusCode).toBe(200);
    const bars = await correct(order.id, { buyer_name: "Colis", lines: [{ id: "blanc", quantity: 5 }] });
    expect([bars.statusCode, bars.json().code]).toEqual([409, "PAPER_ORDER_BARS_LOCKED"]);
    const name = await correct(order.id, { buyer_name: "Colis Corrigé", lines: [{ id: "blanc", quantity: 4 }], donation_eur: 3 });
    expect(name.json()).toMatchObject({ changed: true, order: { fulfilment_status: "delivered_to_association", amount_total: 31 } });
  });
});
