import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, signUpAndSignIn } from "../test/app";
import { publishedCampaign } from "../test/campaigns";
import type { App } from "../app";
import type { Campaign } from "../../shared/campaign";

let app: App;
let campaign: Campaign;
let member: string;
let associationId: string;

const buyer = (n: number) => ({ buyer_name: n % 2 ? `Client ${n}` : "", buyer_email: `client${n}@exemple.fr`, delivery_mode: "pickup" });

async function buy(n: number, pay: boolean) {
  const response = await send(app, "POST", "/api/checkout", {
    body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: n }], buyer_info: { ...buyer(n), buyer_name: `Client ${n}` } },
  });
  const { sale_id } = response.json();
  if (pay) await app.inject({ method: "POST", url: `/pay/test/${sale_id}/confirm` });
  return sale_id as string;
}

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ["admin@exemple.fr"] });
  const admin = await signUpAndSignIn(app, "admin@exemple.fr");
  ({ campaign, member, associationId } = await publishedCampaign(app, {
    memberEmail: "tresoriere@exemple.fr",
    adminCookie: admin,
    form: { association_name: "Les Amis ; de \"l'École\"" },
  }));
  for (let n = 1; n <= 5; n++) await buy(n, n !== 3);
});
afterAll(async () => app?.close());

describe("sales reads", () => {
  it("sums paid sales only, in SQL, for the drawer", async () => {
    const drawer = (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: member })).json();
    // Paid: 1 + 2 + 4 + 5 bars at 8 €; the pending one (3 bars) shows in the list but not in the totals.
    expect(drawer.summary).toEqual({ count: 4, total_eur: 96, bars_sold: 12 });
    expect(drawer.sales).toHaveLength(5);
    expect(drawer.sales[0].customer_email).toBe("client5@exemple.fr");
    expect(drawer.sales.find((s: { customer_email: string }) => s.customer_email === "client3@exemple.fr").status).toBe("pending");
  });

  it("pages the association's sales with a keyset cursor, newest first, with the campaign", async () => {
    const first = (await send(app, "GET", `/api/associations/${associationId}/sales?limit=2`, { cookie: member })).json();
    expect(first.summary).toEqual({ count: 4, total_eur: 96, bars_sold: 12 });
    expect(first.sales.map((s: { customer_email: string }) => s.customer_email)).toEqual(["client5@exemple.fr", "client4@exemple.fr"]);
    expect(first.sales[0].campaign.association_name).toBe("Les Amis ; de \"l'École\"");
    const second = (await send(app, "GET", `/api/associations/${associationId}/sales?limit=2&cursor=${first.next_cursor}`, { cookie: member })).json();
    expect(second.sales.map((s: { customer_email: string }) => s.customer_email)).toEqual(["client3@exemple.fr", "client2@exemple.fr"]);
    const third = (await send(app, "GET", `/api/associations/${associationId}/sales?limit=2&cursor=${second.next_cursor}`, { cookie: member })).json();
    expect(third.sales).toHaveLength(1);
    expect(third.next_cursor).toBeNull();
  });

  it("exports a CSV a French spreadsheet opens (UTF-8 BOM, semicolons, quoted text)", async () => {
    const response = await send(app, "GET", `/api/associations/${associationId}/sales.csv`, { cookie: member });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="ventes-\d{4}-\d{2}-\d{2}\.csv"/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Date;Référence;Client;Email;Campagne;Articles;Tablettes;Montant;Devise;Statut;Livraison;Adresse;Code postal;Ville");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(';Client 5;client5@exemple.fr;"Les Amis ; de ""l\'École""";Chocolat Noir x 5;5;40,00;EUR;Payé;Retrait');
  });

  it("keeps every read to the association's members", async () => {
    const stranger = await signUpAndSignIn(app, "etranger@exemple.fr");
    for (const url of [`/api/campaigns/${campaign.id}/sales`, `/api/associations/${associationId}/sales`, `/api/associations/${associationId}/sales.csv`]) {
      expect((await send(app, "GET", url, { cookie: stranger })).statusCode).toBe(403);
      expect((await send(app, "GET", url)).statusCode).toBe(401);
    }
  });
});
