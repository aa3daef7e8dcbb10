import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { saleRow } from "../../../tests/support/orders";
import { publishedCampaign, associationIdOf, creationForm } from "../../../tests/support/campaigns";
import { sales } from "../db/schema";

const buyer = { buyer_name: "Jeanne Le Goff", buyer_email: "jeanne@exemple.fr", delivery_mode: "pickup" as const };
const homeBuyer = {
  ...buyer,
  delivery_mode: "home_delivery" as const,
  delivery_address: "12 rue des Halles",
  delivery_postal_code: "56000",
  delivery_city: "Vannes",
};

const checkout = (body: unknown) => send(app, "POST", "/api/checkout", { body });
const saleById = (id: string) => saleRow(app, id);
const confirm = (saleId: string) => app.inject({ method: "POST", url: `/pay/simulated/${saleId}/confirm` });
const raised = async () => (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}`)).json().campaign.amount_raised_eur;

const { app, admin } = await appWithAdminForFile();
const { campaign, member } = await publishedCampaign(app, { memberEmail: "tresorier@exemple.fr", adminCookie: admin });

describe("POST /api/checkout", () => {
  it("charges catalogue prices whatever the cart says, and adds exactly 3,90 € for home delivery", async () => {
    const response = await checkout({
      campaign_id: campaign.id,
      cart: [
        { id: "noir", name: "Chocolat Noir", price: 0.01, quantity: 2, image: "/x.svg" },
        { id: "blanc", name: "Chocolat Blanc", price: 0, quantity: 1 },
      ],
      buyer_info: homeBuyer,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.url).toBe(`/pay/simulated/${body.sale_id}`);
    expect(body.order_reference).toMatch(/^BS-[A-Z0-9]{8}$/);
    const sale = await saleById(body.sale_id);
    expect(sale).toMatchObject({
      status: "pending",
      amount_total: "26.90",
      delivery_fee: "3.90",
      bars_count: 3,
      customer_name: "Jeanne Le Goff",
      delivery_city: "Vannes",
    });
    expect(sale.items).toEqual([
      { product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 2, vat_rate: 550 },
      { product_id: "blanc", name: "Chocolat Blanc", unit_price_eur: "7.00", quantity: 1, vat_rate: 2000 },
    ]);
  });

  it.each([
    [{ buyer_name: "" }, "Le nom est requis"],
    [{ buyer_email: "" }, "L'email est requis"],
    [{ buyer_email: "jeanne" }, "Email invalide"],
    [{ delivery_mode: "home_delivery", delivery_postal_code: "56000", delivery_city: "Vannes" }, "L'adresse est requise"],
    [{ delivery_mode: "home_delivery", delivery_address: "1 rue", delivery_city: "Vannes" }, "Le code postal est requis"],
    [{ delivery_mode: "home_delivery", delivery_address: "1 rue", delivery_postal_code: "56000" }, "La ville est requise"],
  ])("refuses the buyer form %o with its message, storing nothing", async (patch, message) => {
    const before = (await app.database.db.select().from(sales)).length;
    const response = await checkout({ campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: { ...buyer, ...patch } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await app.database.db.select().from(sales)).length).toBe(before);
  });

  it("refuses unknown products, unknown and unpublished campaigns", async () => {
    const unknownProduct = await checkout({ campaign_id: campaign.id, cart: [{ id: "caramel", quantity: 1 }], buyer_info: buyer });
    expect(unknownProduct.json()).toMatchObject({ code: "UNKNOWN_PRODUCT", message: "Produit inconnu" });
    const unknownCampaign = await checkout({
      campaign_id: "00000000-0000-4000-8000-000000000000",
      cart: [{ id: "noir", quantity: 1 }],
      buyer_info: buyer,
    });
    expect(unknownCampaign.statusCode).toBe(404);

    const other = await signUpAndSignIn(app, "brouillon@exemple.fr");
    const draft = await send(app, "POST", `/api/associations/${await associationIdOf(app, other)}/campaigns`, {
      cookie: other,
      body: creationForm,
    });
    const unpublished = await checkout({ campaign_id: draft.json().campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().message).toBe("Campagne introuvable ou non publiée");
  });

  it("caps a bar at 99 once its lines are merged: two lines of 60 are refused, 50 + 49 are taken", async () => {
    const before = (await app.database.db.select().from(sales)).length;
    const over = await checkout({
      campaign_id: campaign.id,
      cart: [
        { id: "noir", quantity: 60 },
        { id: "blanc", quantity: 1 },
        { id: "noir", quantity: 60 },
      ],
      buyer_info: buyer,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: "VALIDATION", message: "99 tablettes au maximum par produit" });
    expect((await app.database.db.select().from(sales)).length).toBe(before);

    const atCap = await checkout({
      campaign_id: campaign.id,
      cart: [
        { id: "noir", quantity: 50 },
        { id: "noir", quantity: 49 },
      ],
      buyer_info: buyer,
    });
    expect(atCap.statusCode).toBe(200);
    expect(await saleById(atCap.json().sale_id)).toMatchObject({ amount_total: "792.00", bars_count: 99 });
  });

  it("answers a double tap on 'Payer' (same attempt's key) with one order and its simulated payment page", async () => {
    const body = { campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer, checkout_key: randomUUID() };
    const [first, second] = await Promise.all([checkout(body), checkout(body)]);
    expect(second.json()).toEqual(first.json());
    expect(first.json().url).toBe(`/pay/simulated/${first.json().sale_id}`);
    expect(await app.database.db.select().from(sales).where(eq(sales.checkout_key, body.checkout_key))).toHaveLength(1);
  });

  it("takes a donation through the same checkout", async () => {
    const response = await checkout({ campaign_id: campaign.id, cart: [], donation_eur: 20, buyer_info: buyer });
    const sale = await saleById(response.json().sale_id);
    expect(sale).toMatchObject({ amount_total: "20.00", bars_count: 0 });
  });
});

describe("payment confirmation", () => {
  it("counts a sale paid three times concurrently once, and mails the buyer and the association once", async () => {
    const before = await raised();
    const { sale_id } = (await checkout({ campaign_id: campaign.id, cart: [{ id: "praline", quantity: 2 }], buyer_info: buyer })).json();
    const results = await Promise.all([confirm(sale_id), confirm(sale_id), confirm(sale_id)]);
    expect(results.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    expect(results[0].headers.location).toMatch(/^\/paiement\/merci\?ref=BS-/);
    expect((await saleById(sale_id)).status).toBe("paid");
    // The public campaign is served from a cache that PostgreSQL's change announcement clears just after the
    // commit, not within it: the amount raised follows within moments.
    // 2 praline = 18,00 €: the association's 20 % (decision 040).
    await expect.poll(raised, { timeout: 10_000 }).toBeCloseTo(before + 3.6, 2);

    const reference = (await saleById(sale_id)).order_reference;
    const outbox = await app.database.db.query.mailOutbox.findMany();
    const buyerMails = outbox.filter((m) => m.subject === `Merci pour votre commande ${reference} - Boutique Solidaire`);
    expect(buyerMails.map((m) => m.to_address)).toEqual(["jeanne@exemple.fr"]);
    const associationMails = outbox.filter(
      (m) => m.subject.startsWith("Nouvelle vente sur votre boutique") && m.text_body.includes(`vient de payer la commande ${reference}`),
    );
    expect(associationMails.map((m) => m.to_address)).toEqual(["tresorier@exemple.fr"]);
  });

  it("never moves a paid sale back: a later refusal or expiry changes nothing", async () => {
    const { sale_id } = (await checkout({ campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer })).json();
    await confirm(sale_id);
    const refused = await app.inject({ method: "POST", url: `/pay/simulated/${sale_id}/refuse` });
    expect(refused.statusCode).toBe(303);
    expect((await saleById(sale_id)).status).toBe("paid");
  });

  it("shows a refused payment as failed and counts nothing", async () => {
    const before = await raised();
    const { sale_id, order_reference } = (
      await checkout({ campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer })
    ).json();
    await app.inject({ method: "POST", url: `/pay/simulated/${sale_id}/refuse` });
    expect((await saleById(sale_id)).status).toBe("failed");
    expect(await raised()).toBe(before);
    const status = await send(app, "GET", `/api/checkout/status?ref=${order_reference}`);
    expect(status.json()).toMatchObject({ status: "failed", campaign_slug: campaign.public_slug });
  });

  it("renders the simulated payment page with the order and its two buttons", async () => {
    const { sale_id } = (await checkout({ campaign_id: campaign.id, cart: [{ id: "blanc", quantity: 3 }], buyer_info: homeBuyer })).json();
    const page = await app.inject({ method: "GET", url: `/pay/simulated/${sale_id}` });
    expect(page.body).toContain("Confirmer le paiement");
    expect(page.body).toContain("Refuser le paiement");
    expect(page.body).toContain("3 × Chocolat Blanc");
    expect(page.body.replace(/\u202f|\u00a0/g, " ")).toContain("24,90 €");
  });

  it("opens no one's sales to other associations", async () => {
    const other = await signUpAndSignIn(app, "curieux@exemple.fr");
    expect((await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: other })).statusCode).toBe(403);
    expect((await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: member })).statusCode).toBe(200);
  });
});

describe("abandoned simulated payments", () => {
  it("expire after two hours, once, without touching paid ones", async () => {
    const { expireStaleOrders } = await import("../payments/expire-stale");
    const { createOrderDocuments } = await import("../receipts/order-documents");
    const ctx = {
      db: app.database.db,
      publicUrl: "http://localhost:3000",
      documents: createOrderDocuments(app.config),
      onMailQueued: () => {},
    };
    const { sale_id } = (await checkout({ campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info: buyer })).json();
    expect(await expireStaleOrders(ctx, new Date())).toBe(0);
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    expect(await expireStaleOrders(ctx, later)).toBeGreaterThanOrEqual(1);
    expect((await saleById(sale_id)).status).toBe("expired");
    expect(await expireStaleOrders(ctx, later)).toBe(0);
    const status = await send(app, "GET", `/api/checkout/status?ref=${(await saleById(sale_id)).order_reference}`);
    expect(status.json()).toMatchObject({ status: "expired", campaign_id: campaign.id });
  });
});
