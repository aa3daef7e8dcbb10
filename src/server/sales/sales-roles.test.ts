import { beforeAll, describe, expect, it } from "vitest";
import type { Sale } from "../../shared/order";
import { appWithAdminForFile, latestMailTo, send } from "../../../tests/support/app";
import { campaignWithTeam } from "../../../tests/support/team";

// docs/product.md#roles: a volunteer reads the sales to hand the bars over (names, bars, pick-up or delivery),
// never the buyers' e-mail or postal address; those and the export are for the roles that see the money.

const buyers = [
  { buyer_name: "Jeanne Le Goff", buyer_email: "jeanne@acheteurs.fr", delivery_mode: "pickup" },
  {
    buyer_name: "Yann Guégan",
    buyer_email: "yann@acheteurs.fr",
    delivery_mode: "home_delivery",
    delivery_address: "12 rue des Halles",
    delivery_postal_code: "56000",
    delivery_city: "Vannes",
  },
];

const { app, admin } = await appWithAdminForFile();
const {
  associationId,
  campaign: { id: campaignId },
  treasurer,
  volunteer,
} = await campaignWithTeam(app, { adminCookie: admin, roles: ["treasurer", "volunteer"] });
beforeAll(async () => {
  for (const buyer_info of buyers) {
    const bought = await send(app, "POST", "/api/checkout", {
      body: { campaign_id: campaignId, cart: [{ id: "noir", quantity: 2 }], buyer_info },
    });
    await app.inject({ method: "POST", url: `/pay/simulated/${bought.json().sale_id}/confirm` });
  }
});

describe("sales read by role", () => {
  it("gives a volunteer the names, bars and delivery mode, without any contact detail", async () => {
    for (const url of [`/api/campaigns/${campaignId}/sales`, `/api/associations/${associationId}/sales`]) {
      const response = await send(app, "GET", url, { cookie: volunteer });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).not.toContain("acheteurs.fr");
      expect(response.body).not.toContain("rue des Halles");
      expect(response.body).not.toContain("56000");
      const sales: Sale[] = response.json().sales;
      expect(sales.map((s) => [s.customer_name, s.delivery_mode])).toEqual([
        ["Yann Guégan", "home_delivery"],
        ["Jeanne Le Goff", "pickup"],
      ]);
      expect(sales[0]).toMatchObject({ customer_email: null, delivery_address: null, delivery_postal_code: null, delivery_city: null });
      expect(sales[0].items).toEqual([expect.objectContaining({ product_id: "noir", quantity: 2 })]);
    }
  });

  it("gives a treasurer the buyers' contact details and the export, which a volunteer can't have", async () => {
    const sales: Sale[] = (await send(app, "GET", `/api/associations/${associationId}/sales`, { cookie: treasurer })).json().sales;
    expect(sales[0]).toMatchObject({
      customer_email: "yann@acheteurs.fr",
      delivery_address: "12 rue des Halles",
      delivery_postal_code: "56000",
      delivery_city: "Vannes",
    });
    const csv = `/api/associations/${associationId}/sales.csv`;
    expect((await send(app, "GET", csv, { cookie: treasurer })).body).toContain("yann@acheteurs.fr");
    expect((await send(app, "GET", csv, { cookie: volunteer })).statusCode).toBe(403);
  });

  it("mails a new sale, with the buyer's address, to the treasurer and not to the volunteer", async () => {
    const newSale = (mail: { subject: string } | undefined) => mail?.subject.startsWith("Nouvelle vente sur votre boutique") ?? false;
    expect(newSale(await latestMailTo(app, "tresorier@exemple.fr"))).toBe(true);
    expect((await latestMailTo(app, "tresorier@exemple.fr")).text_body).toContain("yann@acheteurs.fr");
    expect(newSale(await latestMailTo(app, "benevole@exemple.fr"))).toBe(false);
  });
});
