import { and, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithAdminForFile, nameFor, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder, saleRow } from "../../../tests/support/orders";
import { invitedMember } from "../../../tests/support/team";
import type { Distribution } from "../../shared/distribution-responses";
import { orderEvents, sales } from "../db/schema";

// docs/product.md#distribution-list and #handing-over: a campaign's paid pick-up orders by buyer, names only, with
// 'Remises : n / N'; each handed over once, by its reference, through the fulfilment transition; the list as PDF and CSV.

const { app, admin } = await appWithAdminForFile();
const shop = await publishedCampaign(app, {
  memberEmail: "responsable-distribution@exemple.fr",
  adminCookie: admin,
  form: { association_name: "Amicale du Bono" },
});
const manager = shop.member;
const campaignId = shop.campaign.id;
const volunteer = await invitedMember(app, {
  managerCookie: manager,
  associationId: shop.associationId,
  email: "benevole-distribution@exemple.fr",
  role: "volunteer",
});
let orders: Record<"elodie" | "arthur" | "zoe" | "home" | "unpaid" | "cash", { saleId: string; email: string; reference: string }>;

const list = async (cookie = volunteer.cookie): Promise<Distribution> =>
  (await send(app, "GET", `/api/campaigns/${campaignId}/distribution`, { cookie })).json();
const handOver = (reference: string, cookie = volunteer.cookie, campaign = campaignId, key?: string) =>
  send(app, "POST", `/api/campaigns/${campaign}/distribution/hand-over`, { cookie, body: { reference, idempotency_key: key } });
const handOverSteps = (saleId: string) =>
  app.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.sale_id, saleId), eq(orderEvents.to_state, "handed_over")));
const saleOf = (id: string) => saleRow(app, id);

beforeAll(async () => {
  const order = (cart: { id: string; quantity: number }[], options: Parameters<typeof placeOrder>[3]) =>
    placeOrder(app, campaignId, cart, options);
  orders = {
    elodie: await order(
      [
        { id: "noir", quantity: 2 },
        { id: "blanc", quantity: 1 },
      ],
      { name: "Élodie Martin" },
    ),
    arthur: await order([{ id: "praline", quantity: 3 }], { name: "arthur Dupont" }),
    zoe: await order([{ id: "blanc", quantity: 1 }], { name: "Zoé Le Gall", donationEur: 5 }),
    home: await order([{ id: "noir", quantity: 1 }], { name: "Hervé Livré", home: true }),
    unpaid: await order([{ id: "noir", quantity: 1 }], { name: "Paul Impayé", pay: false }),
    cash: await order([{ id: "noir", quantity: 4 }], { name: "Bernard Papier" }),
  };
  // A paper order paid in cash: recorded by the association, it comes in the workshop's parcel like the others.
  await app.database.db.update(sales).set({ payment_method: "cash" }).where(eq(sales.id, orders.cash.saleId));
  // Arthur gave one bar back: his list shows two.
  const refund = await send(app, "POST", `/api/admin/orders/${orders.arthur.saleId}/refunds`, {
    cookie: admin,
    body: { kind: "lines", lines: [{ product_id: "praline", quantity: 1 }], idempotency_key: "distribution-1" },
  });
  expect(refund.statusCode).toBe(201);
});

describe("the distribution list", () => {
  it("lists the paid pick-up orders by buyer in French order, names only, with the counts and the bars", async () => {
    const answer = await send(app, "GET", `/api/campaigns/${campaignId}/distribution`, { cookie: volunteer.cookie });
    expect(answer.statusCode).toBe(200);
    const distribution: Distribution = answer.json();
    expect(distribution.campaign).toMatchObject({ id: campaignId, name: "Amicale du Bono" });
    expect(distribution.counts).toEqual({ handed_over: 0, total: 4 });
    expect(distribution.bars).toEqual({ handed_over: 0, total: 3 + 2 + 1 + 4 });
    expect(distribution.grouping).toBe("letter");
    expect(distribution.groups.map((g) => [g.label, g.orders.map((o) => o.customer_name)])).toEqual([
      ["A", ["arthur Dupont"]],
      ["B", ["Bernard Papier"]],
      ["E", ["Élodie Martin"]],
      ["Z", ["Zoé Le Gall"]],
    ]);
    const [arthur, bernard, elodie, zoe] = distribution.groups.flatMap((g) => g.orders);
    expect(arthur).toEqual({
      reference: orders.arthur.reference,
      customer_name: "arthur Dupont",
      products: [{ product_id: "praline", name: "Chocolat Amandes", bars: 2 }],
      bars: 2,
      payment_method: "card",
      fulfilment_status: "to_prepare",
      handed_over_at: null,
    });
    expect(bernard.payment_method).toBe("cash");
    expect(elodie.products).toEqual([
      { product_id: "blanc", name: "Chocolat Blanc", bars: 1 },
      { product_id: "noir", name: "Chocolat Noir", bars: 2 },
    ]);
    // A donation is no bar to hand over.
    expect(zoe.products).toEqual([{ product_id: "blanc", name: "Chocolat Blanc", bars: 1 }]);

    // Names only: neither the buyers' e-mail nor anything of an address reaches the volunteers.
    for (const { email } of Object.values(orders)) expect(answer.body).not.toContain(email);
    expect(answer.body).not.toContain("@");
    expect(answer.body).not.toContain("rue Haute");
  });

  it("is refused to a member of another association", async () => {
    const other = await signUpAndSignIn(app, "curieux-distribution@exemple.fr");
    expect((await send(app, "GET", `/api/campaigns/${campaignId}/distribution`, { cookie: other })).statusCode).toBe(403);
    expect((await handOver(orders.elodie.reference, other)).statusCode).toBe(403);
  });
});

describe("handing an order over", () => {
  it("is refused before the campaign's parcel has arrived, with the fulfilment's French message", async () => {
    const answer = await handOver(orders.elodie.reference);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: "ORDER_NOT_HANDED_OVER",
      message: "Cette commande ne peut pas être remise : elle n'est pas encore arrivée à l'association.",
    });
    expect((await saleOf(orders.elodie.saleId)).fulfilment_status).toBe("to_prepare");
  });

  it("moves the order once under two scans at once, keeps when, and says it to the second scan", async () => {
    const delivered = await send(app, "POST", `/api/admin/campaigns/${campaignId}/deliver-pickups`, { cookie: admin, body: {} });
    expect(delivered.json()).toEqual({ changed: 4, unchanged: 0 });

    // Typed by hand: lower case and spaces are read as the reference.
    const [first, second] = await Promise.all([
      handOver(orders.elodie.reference),
      handOver(` ${orders.elodie.reference.toLowerCase()} `, manager),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json(), second.json()];
    const moved = answers.find((a) => a.changed);
    const repeated = answers.find((a) => !a.changed);
    expect(moved).toBeDefined();
    expect(repeated).toBeDefined();
    expect(moved.already_handed_over_at).toBeNull();
    expect(moved.order).toMatchObject({ reference: orders.elodie.reference, customer_name: "Élodie Martin", bars: 3 });
    expect(moved.order.fulfilment_status).toBe("handed_over");
    expect(repeated.already_handed_over_at).toBe(moved.order.handed_over_at);

    const sale = await saleOf(orders.elodie.saleId);
    expect(sale.fulfilment_status).toBe("handed_over");
    expect(sale.handed_over_at?.toISOString()).toBe(moved.order.handed_over_at);
    const steps = await handOverSteps(orders.elodie.saleId);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ axis: "fulfilment", from_state: "delivered_to_association" });

    // Later, a third scan: still 200, still the first time.
    const later = await handOver(orders.elodie.reference);
    expect(later.json()).toMatchObject({ changed: false, already_handed_over_at: moved.order.handed_over_at });

    const after = await list();
    expect(after.counts).toEqual({ handed_over: 1, total: 4 });
    expect(after.bars).toEqual({ handed_over: 3, total: 10 });
  });

  it("hands a paper order over like any other", async () => {
    const answer = await handOver(orders.cash.reference);
    expect(answer.json()).toMatchObject({ changed: true, order: { payment_method: "cash", fulfilment_status: "handed_over" } });
  });

  it("answers 404 for an order of another campaign, an unknown one, and refuses a home delivery or an unpaid order", async () => {
    const elsewhere = await publishedCampaign(app, {
      memberEmail: "autre-campagne@exemple.fr",
      adminCookie: admin,
      form: { association_name: "Club de Voile de Larmor" },
    });
    const theirs = await placeOrder(app, elsewhere.campaign.id, [{ id: "noir", quantity: 1 }], { name: "Yann Ailleurs" });
    for (const reference of [theirs.reference, "BS-ZZZZZZZZ"]) {
      const answer = await handOver(reference);
      expect([answer.statusCode, answer.json().message]).toEqual([404, "Commande introuvable pour cette campagne"]);
    }
    // The other campaign's own member can't reach this one's orders through their campaign either.
    const crossed = await handOver(orders.zoe.reference, elsewhere.member, elsewhere.campaign.id);
    expect(crossed.statusCode).toBe(404);

    for (const refused of [orders.home, orders.unpaid]) {
      const answer = await handOver(refused.reference);
      expect([answer.statusCode, answer.json().code]).toEqual([409, "ORDER_NOT_HANDED_OVER"]);
    }
    const invalid = await handOver("pas une référence !");
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, "Référence de commande invalide"]);
  });

  it("finds the campaign of a reference for the QR code's page, for its association's members only", async () => {
    const found = await send(app, "GET", `/api/distribution/orders/${orders.zoe.reference}`, { cookie: volunteer.cookie });
    expect(found.json()).toEqual({ reference: orders.zoe.reference, campaign_id: campaignId });
    const stranger = await signUpAndSignIn(app, "inconnu-distribution@exemple.fr");
    const hidden = await send(app, "GET", `/api/distribution/orders/${orders.zoe.reference}`, { cookie: stranger });
    const unknown = await send(app, "GET", "/api/distribution/orders/BS-ZZZZZZZZ", { cookie: stranger });
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, "Commande introuvable"]);
    expect(unknown.json()).toEqual(hidden.json());
  });
});

describe("the list's files", () => {
  it("prints the list: 'Remises : n / N', a line per buyer with the order and the bars of each product", async () => {
    const answer = await send(app, "GET", `/api/campaigns/${campaignId}/distribution.pdf`, { cookie: volunteer.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="distribution-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const { text } = await extractText(new Uint8Array(answer.rawPayload), { mergePages: true });
    expect(text).toContain("Liste de distribution");
    expect(text).toContain("Amicale du Bono");
    expect(text).toContain("Remises : 2 / 4");
    for (const header of ["Acheteur", "Commande", "Noir", "Amandes", "Blanc", "Total"]) expect(text).toContain(header);
    for (const name of ["arthur Dupont", "Bernard Papier", "Élodie Martin", "Zoé Le Gall"]) expect(text).toContain(name);
    expect(text).toContain(orders.elodie.reference);
    expect(text.indexOf("arthur Dupont")).toBeLessThan(text.indexOf("Élodie Martin"));
    expect(text.indexOf("Élodie Martin")).toBeLessThan(text.indexOf("Zoé Le Gall"));
    expect(text).not.toContain("Hervé Livré");
    expect(text).not.toContain("Paul Impayé");
  });

  it("exports the list as a CSV for Excel in French", async () => {
    const answer = await send(app, "GET", `/api/campaigns/${campaignId}/distribution.csv`, { cookie: volunteer.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.body.startsWith("\uFEFF")).toBe(true);
    const lines = answer.body.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Acheteur";"Référence";"Chocolat Noir";"Chocolat Amandes";"Chocolat Blanc";"Tablettes";"Paiement";"Statut";"Remise le"',
    );
    expect(lines[1]).toBe(`"arthur Dupont";"${orders.arthur.reference}";"0";"2";"0";"2";"Carte";"Livrée à l'association";""`);
    expect(lines[2]).toMatch(
      new RegExp(`^"Bernard Papier";"${orders.cash.reference}";"4";"0";"0";"4";"Espèces";"Remise";"\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}"$`),
    );
    expect(lines).toHaveLength(6); // the header, four orders, and the empty end after the last CRLF
    expect(lines[5]).toBe("");
    expect(answer.body).not.toContain("@");
  });
});

// docs/product.md#distribution-day-without-network: hand-overs queued on a phone are sent with the key made at the tap.
describe("hand-overs sent again, and from two phones", () => {
  it("answers a hand-over sent again with its key as the first time, and counts it once", async () => {
    // A phone that lost the answer (the hall's signal) sends the same tap again, with the key it made then.
    const key = crypto.randomUUID();
    const first = await handOver(orders.arthur.reference, volunteer.cookie, campaignId, key);
    expect(first.json()).toMatchObject({
      changed: true,
      already_handed_over_at: null,
      handed_over_by: nameFor("benevole-distribution@exemple.fr"),
    });
    for (const cookie of [volunteer.cookie, manager]) {
      const again = await handOver(orders.arthur.reference, cookie, campaignId, key);
      expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    }
    const steps = await handOverSteps(orders.arthur.saleId);
    expect(steps.map((step) => step.idempotency_key)).toEqual([key]);
    expect((await list()).counts.handed_over).toBe(3);
  });

  it("tells the second phone that the order is handed over already, by whom and when, never with an e-mail", async () => {
    const [fromManager, fromVolunteer] = [crypto.randomUUID(), crypto.randomUUID()];
    const first = await handOver(orders.zoe.reference, manager, campaignId, fromManager);
    const second = await handOver(orders.zoe.reference, volunteer.cookie, campaignId, fromVolunteer);
    expect(first.json()).toMatchObject({ changed: true, handed_over_by: nameFor("responsable-distribution@exemple.fr") });
    expect(second.json()).toMatchObject({
      changed: false,
      already_handed_over_at: first.json().order.handed_over_at,
      handed_over_by: nameFor("responsable-distribution@exemple.fr"),
    });
    expect(second.body).not.toContain("@");
    expect((await handOverSteps(orders.zoe.saleId)).map((step) => step.idempotency_key)).toEqual([fromManager]);

    const invalid = await handOver(orders.zoe.reference, volunteer.cookie, campaignId, "pas-une-clé");
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, "Clé de remise invalide"]);
  });
});
