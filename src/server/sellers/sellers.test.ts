import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { placeOrder } from "../../../tests/support/orders";
import { qrCodesOf } from "../../../tests/support/pdf-qr-codes";
import { invitedMember } from "../../../tests/support/team";
import { sellerCodePattern } from "../../shared/sellers-rules";
import { sales, sellers } from "../db/schema";
import { createPendingOrder, createSaleWriter } from "../orders/service";
import { deleteExpiredSellers } from "./retention";

// docs/product.md#sellers: each child or member sells with a link of their own; the association sees who sold what.

const { app, admin } = await appWithAdminForFile();
const { member, associationId, campaign } = await publishedCampaign(app, {
  memberEmail: "ape@exemple.fr",
  adminCookie: admin,
  name: "APE Jules-Ferry",
});
const other = await publishedCampaign(app, { memberEmail: "club@exemple.fr", adminCookie: admin, name: "Club de Hand" });

type SellerAnswer = { id: string; code: string; first_name: string; group_name: string | null; link: string; bars: number };
const add = (body: object, cookie = member, campaignId = campaign.id) =>
  send(app, "POST", `/api/campaigns/${campaignId}/sellers`, { cookie, body });
const overview = async () => (await send(app, "GET", `/api/campaigns/${campaign.id}/sellers`, { cookie: member })).json();
const countSellers = async () => (await app.database.db.select().from(sellers).where(eq(sellers.campaign_id, campaign.id))).length;

describe("adding sellers", () => {
  it("adds a pasted list at once, each with a short code and their own link", async () => {
    const response = await add({
      sellers: [
        { first_name: " Léa ", group_name: "CM2" },
        { first_name: "Noé", group_name: "CM2", goal_bars: 30 },
        { first_name: "Emma", group_name: null },
      ],
    });
    expect(response.statusCode).toBe(201);
    const added: SellerAnswer[] = response.json().sellers;
    expect(added.map((s) => [s.first_name, s.group_name])).toEqual([
      ["Léa", "CM2"],
      ["Noé", "CM2"],
      ["Emma", null],
    ]);
    for (const seller of added) {
      expect(seller.code).toMatch(sellerCodePattern);
      expect(seller.link).toBe(`http://localhost:3000/c/${campaign.public_slug}/v/${seller.code}`);
    }
    expect(new Set(added.map((s) => s.code)).size).toBe(3);
  });

  it("asks the parents' agreement for a minor, refuses without it and writes nothing, and stores who gave it", async () => {
    const before = await countSellers();
    const refused = await add({ sellers: [{ first_name: "Tom", is_minor: true }, { first_name: "Zoé" }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Confirmez que les parents des enfants ont donné leur accord");
    expect(await countSellers()).toBe(before);

    const accepted = await add({ sellers: [{ first_name: "Tom", is_minor: true }], parental_consent: true });
    expect(accepted.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(sellers).where(eq(sellers.id, accepted.json().sellers[0].id));
    expect(row.is_minor).toBe(true);
    expect(row.parental_consent_at).toBeInstanceOf(Date);
    expect(row.parental_consent_by).toBe((await send(app, "GET", "/api/me", { cookie: member })).json().user.id);
  });

  it("says in French what is wrong with a field", async () => {
    const response = await add({ sellers: [{ first_name: "   " }] });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Indiquez le prénom");
    const goal = await add({ sellers: [{ first_name: "Yanis", goal_bars: 0 }] });
    expect(goal.body).toContain("L'objectif doit être d'au moins 1 tablette");
  });

  it("saves a list with the same child twice or a surname only once the member was shown it, and writes nothing before", async () => {
    const before = await countSellers();
    const list = [
      { first_name: "Lina", group_name: "CE2" },
      { first_name: "Lina Moreau", group_name: "CE2" },
      { first_name: "lina", group_name: "ce2" },
    ];
    const refused = await add({ sellers: list });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION",
      field: "sellers.0.first_name",
      message: "Ligne 1 : Même prénom dans le même groupe qu'à la ligne 3. Relisez la liste avant de l'enregistrer.",
    });
    expect(refused.body).not.toContain("sellers.1");
    expect(await countSellers()).toBe(before);

    const kept = await add({ sellers: list, warnings_read: true });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().sellers.map((seller: SellerAnswer) => seller.first_name)).toEqual(["Lina", "Lina Moreau", "lina"]);
  });

  it("lets a volunteer add and a stranger not", async () => {
    const volunteer = await invitedMember(app, { managerCookie: member, associationId, email: "benevole@exemple.fr", role: "volunteer" });
    expect((await add({ sellers: [{ first_name: "Jade" }] }, volunteer.cookie)).statusCode).toBe(201);
    expect((await add({ sellers: [{ first_name: "Intrus" }] }, other.member)).statusCode).toBe(403);
    expect(
      (await send(app, "PUT", `/api/campaigns/${campaign.id}/leaderboard`, { cookie: volunteer.cookie, body: { enabled: true } }))
        .statusCode,
    ).toBe(403);
  });
});

describe("attribution and totals", () => {
  it("stores the seller of a link or of the buyer's choice, and adds up bars, amounts and orders per seller in SQL", async () => {
    const { sellers: list } = await overview();
    const lea: SellerAnswer = list.find((s: SellerAnswer) => s.first_name === "Léa");
    const noe: SellerAnswer = list.find((s: SellerAnswer) => s.first_name === "Noé");

    // By the link: the page reads the seller from the code in its address.
    const page = await send(app, "GET", `/c/${campaign.public_slug}/v/${lea.code}`);
    expect(page.statusCode).toBe(200);
    const fromLink = (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}/sellers/${lea.code}`)).json();
    expect(fromLink).toEqual({ id: lea.id, first_name: "Léa", group_name: "CM2", goal_bars: null, bars: 0, orders: 0 });
    const first = await placeOrder(app, campaign.id, [{ id: "noir", quantity: 3 }], { sellerId: fromLink.id });
    // By choice at checkout, found by the start of a first name.
    const choices = (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}/sellers/search?q=no`)).json().sellers;
    expect(choices.map((c: { first_name: string }) => c.first_name)).toEqual(["Noé"]);
    expect(Object.keys(choices[0]).sort()).toEqual(["first_name", "group_name", "id"]);
    await placeOrder(app, campaign.id, [{ id: "blanc", quantity: 2 }], { sellerId: noe.id, donationEur: 5 });
    await placeOrder(app, campaign.id, [{ id: "praline", quantity: 1 }], { sellerId: noe.id, pay: false });
    await placeOrder(app, campaign.id, [{ id: "noir", quantity: 1 }]);

    const [stored] = await app.database.db.select().from(sales).where(eq(sales.id, first.saleId));
    expect(stored.seller_id).toBe(lea.id);

    const after = await overview();
    const byName = (name: string) => after.sellers.find((s: SellerAnswer) => s.first_name === name);
    // 3 × 8,00 € ; 2 × 7,00 € + a 5 € donation; the unpaid order counts nowhere.
    expect(byName("Léa")).toMatchObject({ bars: 3, amount_cents: 2400, orders: 1 });
    expect(byName("Noé")).toMatchObject({ bars: 2, amount_cents: 1900, orders: 1 });
    expect(byName("Emma")).toMatchObject({ bars: 0, amount_cents: 0, orders: 0 });
    expect(after.without_seller).toEqual({ bars: 1, amount_cents: 800, orders: 1 });
    expect(after.groups.find((g: { group_name: string | null }) => g.group_name === "CM2")).toMatchObject({
      sellers: 2,
      bars: 5,
      amount_cents: 4300,
      orders: 2,
    });

    // The sales page and its CSV name the seller.
    const drawer = (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: member })).json();
    expect(drawer.sales.find((s: { id: string }) => s.id === first.saleId).seller_name).toBe("Léa (CM2)");
    const csv = await send(app, "GET", `/api/associations/${associationId}/sales.csv`, { cookie: member });
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toMatch(/;"Vendeur"$/);
    expect(lines.find((line) => line.includes(first.reference))).toMatch(/;"Léa \(CM2\)"$/);
  });

  it("changes a seller's goal and answers the seller with their totals", async () => {
    const lea: SellerAnswer = (await overview()).sellers.find((s: SellerAnswer) => s.first_name === "Léa");
    const changed = await send(app, "PATCH", `/api/campaigns/${campaign.id}/sellers/${lea.id}`, {
      cookie: member,
      body: { first_name: "Léa", group_name: "CM2", goal_bars: 12 },
    });
    expect(changed.json().seller).toMatchObject({ id: lea.id, goal_bars: 12, bars: 3, amount_cents: 2400, orders: 1, code: lea.code });
  });

  it("refuses a seller of another campaign and writes no order", async () => {
    const foreign = (await add({ sellers: [{ first_name: "Max" }] }, other.member, other.campaign.id)).json().sellers[0];
    const before = (await app.database.db.select().from(sales)).length;
    const response = await send(app, "POST", "/api/checkout", {
      body: {
        campaign_id: campaign.id,
        cart: [{ id: "noir", quantity: 1 }],
        buyer_info: { buyer_name: "Anne", buyer_email: "anne@exemple.fr", delivery_mode: "pickup" },
        seller_id: foreign.id,
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "SELLER_NOT_FOUND",
      message: "Ce vendeur ne participe pas à cette campagne.",
      field: "seller_id",
    });
    expect((await app.database.db.select().from(sales)).length).toBe(before);
    // Nor does its code open anything on this campaign's page.
    expect((await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}/sellers/${foreign.code}`)).statusCode).toBe(404);
  });

  it("keeps a deleted seller's sales, counted 'Sans vendeur'", async () => {
    const { sellers: list, without_seller: before } = await overview();
    const noe: SellerAnswer = list.find((s: SellerAnswer) => s.first_name === "Noé");
    const deleted = await send(app, "DELETE", `/api/campaigns/${campaign.id}/sellers/${noe.id}`, { cookie: member });
    expect(deleted.statusCode).toBe(204);
    const after = await overview();
    expect(after.sellers.some((s: SellerAnswer) => s.id === noe.id)).toBe(false);
    expect(after.without_seller).toEqual({ bars: before.bars + 2, amount_cents: before.amount_cents + 1900, orders: before.orders + 1 });
    expect((await send(app, "DELETE", `/api/campaigns/${campaign.id}/sellers/${noe.id}`, { cookie: member })).statusCode).toBe(404);
  });
});

describe("the campaign page's side", () => {
  it("shows the leaderboard only once switched on, with first names and groups only", async () => {
    const slug = campaign.public_slug;
    expect((await send(app, "GET", `/api/campaigns/by-slug/${slug}/leaderboard`)).json()).toEqual({
      enabled: false,
      sellers: [],
      groups: [],
    });
    const on = await send(app, "PUT", `/api/campaigns/${campaign.id}/leaderboard`, { cookie: member, body: { enabled: true } });
    expect(on.json()).toEqual({ enabled: true });
    const board = (await send(app, "GET", `/api/campaigns/by-slug/${slug}/leaderboard`)).json();
    expect(board).toEqual({
      enabled: true,
      sellers: [{ first_name: "Léa", group_name: "CM2", bars: 3 }],
      groups: [{ group_name: "CM2", bars: 3 }],
    });
    // The published page knows it (its copy follows the database's announcement).
    await expect
      .poll(async () => (await send(app, "GET", `/api/campaigns/by-slug/${slug}`)).json().campaign.leaderboard_enabled)
      .toBe(true);
  });

  it("refuses an order whose seller was deleted after the check, as if the check had seen it (not a server error)", async () => {
    // The check (checkout/service.ts) passed for this seller; their association deletes them before the order is written.
    const [gone] = await app.database.db
      .insert(sellers)
      .values({ campaign_id: campaign.id, code: "pp2345pp", first_name: "Paul" })
      .returning({ id: sellers.id });
    await app.database.db.delete(sellers).where(eq(sellers.id, gone.id));
    const input = {
      campaign_id: campaign.id,
      cart: [{ id: "noir", quantity: 1 }],
      buyer_info: { buyer_name: "Mamie Jeanne", buyer_email: "jeanne@exemple.fr", delivery_mode: "pickup" as const },
      seller_id: gone.id,
    };
    const written = createPendingOrder(createSaleWriter(app.database), {
      saleId: crypto.randomUUID(),
      campaign: { id: campaign.id, association_id: associationId, chocolate_price_eur: null },
      input: input as Parameters<typeof createPendingOrder>[1]["input"],
      payment: { provider: "simulated", sessionId: null },
    });
    await expect(written).rejects.toMatchObject({ code: "SELLER_NOT_FOUND", field: "seller_id" });
    expect(await app.database.db.select().from(sales).where(eq(sales.customer_email, "jeanne@exemple.fr"))).toEqual([]);
  });

  it("says whether the checkout asks for a seller as bytes built once, that follow a seller's change made anywhere", async () => {
    const fresh = await publishedCampaign(app, { memberEmail: "chorale@exemple.fr", adminCookie: admin, name: "Chorale" });
    const url = `/api/campaigns/by-slug/${fresh.campaign.public_slug}/sellers`;
    const first = await send(app, "GET", url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ has_sellers: false });
    const names = (response: { json(): { has_sellers: boolean } }) => (response.json().has_sellers ? ["Zoé"] : []);
    expect((await app.inject({ method: "GET", url, headers: { "if-none-match": String(first.headers.etag) } })).statusCode).toBe(304);
    // Written by hand in the database (another instance, an operator): its announcement drops the built answer.
    await app.database.db
      .insert(sellers)
      .values({ campaign_id: fresh.campaign.id, code: "zz2345zz", first_name: "Zoé", group_name: "CE1" });
    await expect.poll(async () => names(await send(app, "GET", url)), { timeout: 5_000, interval: 20 }).toContain("Zoé");
    await app.database.db.delete(sellers).where(eq(sellers.code, "zz2345zz"));
    await expect.poll(async () => names(await send(app, "GET", url)), { timeout: 5_000, interval: 20 }).not.toContain("Zoé");
  });

  it("draws the campaign's link preview card and names it in the page when the campaign has no image", async () => {
    const image = await send(app, "GET", `/c/${campaign.public_slug}/og.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    const page = await send(app, "GET", `/c/${campaign.public_slug}`);
    expect(page.body).toContain(`<meta property="og:image" content="http://localhost:3000/c/${campaign.public_slug}/og.png" />`);
    expect((await send(app, "GET", "/c/personne-ici/og.png")).statusCode).toBe(404);
  });

  it("prints the flyers with each seller's first name and the poster with the campaign's name", async () => {
    const flyers = await send(app, "GET", `/api/campaigns/${campaign.id}/sellers/flyers.pdf`, { cookie: member });
    expect(flyers.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(flyers.rawPayload), { mergePages: true });
    for (const name of ["Léa", "Emma", "Tom", "Jade"]) expect(text).toContain(name);
    expect(text).not.toContain("Noé"); // deleted above
    // Each flyer's QR code opens its seller's link, the poster's the campaign's page.
    const links = (await overview()).sellers.map((s: SellerAnswer) => s.link).sort();
    expect((await qrCodesOf(new Uint8Array(flyers.rawPayload))).sort()).toEqual(links);
    const poster = await send(app, "GET", `/api/campaigns/${campaign.id}/poster.pdf`, { cookie: member });
    expect((await extractText(new Uint8Array(poster.rawPayload), { mergePages: true })).text).toContain("APE Jules-Ferry");
    expect(await qrCodesOf(new Uint8Array(poster.rawPayload))).toEqual([`http://localhost:3000/c/${campaign.public_slug}`]);
  });
});

describe("next season", () => {
  it("copies the sellers when asked, with new links, and a minor only with the parents' agreement given again", async () => {
    const duplicate = (body: object) => send(app, "POST", `/api/campaigns/${campaign.id}/duplicate`, { cookie: member, body });
    const without = await duplicate({});
    expect(without.statusCode).toBe(201);
    const none = (await send(app, "GET", `/api/campaigns/${without.json().campaign.id}/sellers`, { cookie: member })).json();
    expect(none.sellers).toEqual([]);

    const refused = await duplicate({ copy_sellers: true });
    expect([refused.statusCode, refused.json().message]).toEqual([400, "Confirmez que les parents des enfants ont donné leur accord"]);

    const copied = await duplicate({ copy_sellers: true, parental_consent: true });
    expect(copied.statusCode).toBe(201);
    const next = (await send(app, "GET", `/api/campaigns/${copied.json().campaign.id}/sellers`, { cookie: member })).json();
    const current = await overview();
    const names = (list: SellerAnswer[]) => list.map((s) => `${s.first_name}/${s.group_name}`).sort();
    expect(names(next.sellers)).toEqual(names(current.sellers));
    expect(next.sellers.every((s: SellerAnswer & { bars: number }) => s.bars === 0)).toBe(true);
    const codes = new Set(current.sellers.map((s: SellerAnswer) => s.code));
    expect(next.sellers.some((s: SellerAnswer) => codes.has(s.code))).toBe(false);
  });
});

describe("keeping seller data no longer than needed", () => {
  it("deletes the sellers 90 days after the campaign's last date, keeping their orders", async () => {
    const db = app.database.db;
    const { campaign: past, member: pastMember } = await publishedCampaign(app, {
      memberEmail: "ancienne@exemple.fr",
      adminCookie: admin,
      name: "Ancienne vente",
    });
    const seller = (await add({ sellers: [{ first_name: "Inès" }] }, pastMember, past.id)).json().sellers[0];
    const order = await placeOrder(app, past.id, [{ id: "noir", quantity: 1 }], { sellerId: seller.id });
    await db.execute(sql`update campaigns set distribution_date = '2026-01-10', order_deadline = '2026-01-03' where id = ${past.id}`);

    expect(await deleteExpiredSellers(db, new Date("2026-04-10T12:00:00Z"))).toBe(0); // day 90: still kept
    expect(await deleteExpiredSellers(db, new Date("2026-04-11T12:00:00Z"))).toBe(1);
    expect(await db.select().from(sellers).where(eq(sellers.campaign_id, past.id))).toEqual([]);
    const [kept] = await db.select().from(sales).where(eq(sales.id, order.saleId));
    expect(kept).toMatchObject({ seller_id: null, status: "paid" });
    // A current campaign's sellers stay.
    expect(await countSellers()).toBeGreaterThan(0);
  });
});
