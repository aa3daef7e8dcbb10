import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { csvValues } from "../../../tests/support/csv";
import { campaignWithTeam } from "../../../tests/support/team";
import { orderEvents, sales } from "../db/schema";

// A paper order names the child it was sold for (docs/product.md#paper-orders), as a child's link does for an online
// order: it then counts for that child wherever the child's figures show. Catalogue: noir 8,00 €.

const { app, admin } = await appWithAdminForFile();
const { manager, campaign, associationId, volunteer } = await campaignWithTeam(app, { adminCookie: admin, roles: ["volunteer"] });
const other = await publishedCampaign(app, { memberEmail: "autre@exemple.fr", adminCookie: admin, name: "Chorale de Theix" });

async function addSellers(campaignId: string, cookie: string, sellers: object[]): Promise<Record<string, string>> {
  const added = await send(app, "POST", `/api/campaigns/${campaignId}/sellers`, { cookie, body: { sellers } });
  expect(added.statusCode).toBe(201);
  return Object.fromEntries(added.json().sellers.map((s: { first_name: string; id: string }) => [s.first_name, s.id]));
}
const ids = await addSellers(campaign.id, manager, [
  { first_name: "Léa", group_name: "CM2" },
  { first_name: "Tom", group_name: "CM1" },
]);
const { Zoé: zoe } = await addSellers(other.campaign.id, other.member, [{ first_name: "Zoé" }]);
await send(app, "PUT", `/api/campaigns/${campaign.id}/leaderboard`, { cookie: manager, body: { enabled: true } });

const url = (path = "") => `/api/campaigns/${campaign.id}/paper-orders${path}`;
const record = (body: Record<string, unknown>, cookie = volunteer) =>
  send(app, "POST", url(), {
    cookie,
    body: { idempotency_key: `cle-${randomUUID()}`, buyer_name: "Mamie Le Goff", payment_method: "cash", ...body },
  });
const correct = (saleId: string, body: Record<string, unknown>) =>
  send(app, "PATCH", url(`/${saleId}`), {
    cookie: volunteer,
    body: { buyer_name: "Mamie Le Goff", lines: [{ id: "noir", quantity: 3 }], payment_method: "cash", ...body },
  });
const figuresOf = async (firstName: string) => {
  const overview = (await send(app, "GET", `/api/campaigns/${campaign.id}/sellers`, { cookie: volunteer })).json();
  const seller = overview.sellers.find((s: { first_name: string }) => s.first_name === firstName);
  return { bars: seller.bars, orders: seller.orders, without: overview.without_seller.bars };
};
const leaderboard = async () =>
  (await send(app, "GET", `/api/campaigns/by-slug/${campaign.public_slug}/leaderboard`)).json().sellers as { first_name: string }[];
const sellerColumn = async (reference: string) => {
  const values = csvValues((await send(app, "GET", `/api/associations/${associationId}/sales.csv`, { cookie: manager })).body);
  const header = values[0];
  const line = values.find((cells) => cells[header.indexOf("Référence")] === reference)!;
  return line[header.indexOf("Vendeur")];
};
const paperOrderCount = async () => (await app.database.db.select().from(sales).where(eq(sales.campaign_id, campaign.id))).length;

describe("a paper order credited to a child", () => {
  it("counts for that child in the sellers' overview, the leaderboard and the sales CSV's 'Vendeur'", async () => {
    // The form offers the campaign's sellers, and only them.
    const page = (await send(app, "GET", url(), { cookie: volunteer })).json();
    expect(page.sellers.map((s: { first_name: string }) => s.first_name)).toEqual(["Léa", "Tom"]);
    const response = await record({ lines: [{ id: "noir", quantity: 3 }], seller_id: ids["Léa"] });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({ seller_id: ids["Léa"], seller_name: "Léa (CM2)", bars_count: 3 });

    expect(await figuresOf("Léa")).toEqual({ bars: 3, orders: 1, without: 0 });
    expect(await leaderboard()).toEqual([{ first_name: "Léa", group_name: "CM2", bars: 3 }]);
    expect(await sellerColumn(order.order_reference)).toBe("Léa (CM2)");
    // Without a seller it counts 'Sans vendeur', as before.
    expect((await record({ lines: [{ id: "noir", quantity: 1 }] })).json().order).toMatchObject({ seller_id: null, seller_name: null });
    expect((await figuresOf("Léa")).without).toBe(1);
  });

  it("refuses another campaign's seller in French, as not found, under the field, and records nothing", async () => {
    const before = await paperOrderCount();
    const refused = await record({ lines: [{ id: "noir", quantity: 1 }], seller_id: zoe });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: "Ce vendeur ne participe pas à cette campagne.", field: "seller_id" });
    const malformed = await record({ lines: [{ id: "noir", quantity: 1 }], seller_id: "léa" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("Ce vendeur ne participe pas à cette campagne.");
    expect(await paperOrderCount()).toBe(before);
  });

  it("is kept by a correction that doesn't name it, and changed or taken away by one that does, with its history", async () => {
    const { order } = (await record({ lines: [{ id: "noir", quantity: 3 }], seller_id: ids["Tom"] })).json();
    const tomBefore = await figuresOf("Tom");

    const renamed = await correct(order.id, { buyer_name: "Mamie Le Goff-Riou" });
    expect(renamed.json().order).toMatchObject({ seller_name: "Tom (CM1)", customer_name: "Mamie Le Goff-Riou" });

    const moved = await correct(order.id, { buyer_name: "Mamie Le Goff-Riou", seller_id: ids["Léa"] });
    expect(moved.json()).toMatchObject({ changed: true, order: { seller_id: ids["Léa"], seller_name: "Léa (CM2)" } });
    expect((await figuresOf("Tom")).bars).toBe(tomBefore.bars - 3);
    const corrections = await app.database.db
      .select({ details: orderEvents.details })
      .from(orderEvents)
      .where(and(eq(orderEvents.sale_id, order.id), eq(orderEvents.axis, "correction")));
    expect(corrections.map((row) => row.details)).toContainEqual({
      before: expect.objectContaining({ seller_id: ids["Tom"] }),
      after: expect.objectContaining({ seller_id: ids["Léa"] }),
    });

    const refused = await correct(order.id, { buyer_name: "Mamie Le Goff-Riou", seller_id: zoe });
    expect(refused.statusCode).toBe(404);
    expect((await correct(order.id, { buyer_name: "Mamie Le Goff-Riou", seller_id: null })).json().order.seller_id).toBeNull();
  });
});

describe("the 'Commandes hors ligne' CSV", () => {
  it("has 'Canal', 'Moyen de paiement', 'N° de chèque' and the child's name, in a file a French spreadsheet reads", async () => {
    const { order } = (
      await record({
        buyer_name: "Papi Jo",
        lines: [{ id: "noir", quantity: 2 }],
        payment_method: "cheque",
        cheque_number: "0012345",
        seller_id: ids["Tom"],
      })
    ).json();
    const response = await send(app, "GET", url(".csv"), { cookie: manager });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="commandes-papier-.+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...lines] = csvValues(response.body);
    expect(header).toEqual([
      "Date",
      "Référence",
      "Acheteur",
      "Email",
      "Articles",
      "Tablettes",
      "Don",
      "Montant",
      "Canal",
      "Moyen de paiement",
      "N° de chèque",
      "Statut",
      "Vendeur",
      "Note",
      "Enregistrée par",
    ]);
    const cells = lines.find((line) => line[1] === order.order_reference)!;
    expect(cells.slice(2)).toEqual([
      "Papi Jo",
      "",
      "Chocolat Noir x 2",
      "2",
      "0,00",
      "16,00",
      "Commande papier",
      "Chèque",
      "0012345",
      "Payé",
      "Tom (CM1)",
      "",
      "benevole",
    ]);
    // A volunteer reads names only (docs/product.md#roles): the file, with its e-mails, is not theirs.
    expect((await send(app, "GET", url(".csv"), { cookie: volunteer })).statusCode).toBe(403);
  });
});
