import { beforeAll, describe, expect, it } from "vitest";
import { appWithAdminForFile, send, signUpAndSignIn } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { readCsv } from "../../../tests/support/csv";

const buyer = (n: number) => ({ buyer_name: `Client ${n}`, buyer_email: `client${n}@exemple.fr`, delivery_mode: "pickup" });

async function buy(n: number, pay: boolean) {
  const response = await send(app, "POST", "/api/checkout", {
    body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: n }], buyer_info: buyer(n) },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  const { sale_id } = response.json();
  if (pay) await app.inject({ method: "POST", url: `/pay/simulated/${sale_id}/confirm` });
  return sale_id as string;
}

const { app, admin } = await appWithAdminForFile();
const { campaign, member, associationId } = await publishedCampaign(app, {
  memberEmail: "tresoriere@exemple.fr",
  adminCookie: admin,
  form: { association_name: 'Les Amis ; de "l\'École"' },
});
beforeAll(async () => {
  for (let n = 1; n <= 5; n++) await buy(n, n !== 3);
});

describe("sales reads", () => {
  it("lists and sums the same sales: paid ones by default, the pending ones counted apart", async () => {
    const drawer = (await send(app, "GET", `/api/campaigns/${campaign.id}/sales`, { cookie: member })).json();
    // Paid: 1 + 2 + 4 + 5 bars at 8 €, 20 % of it for the association; the pending one (3 bars) is counted apart, not
    // listed among the paid.
    expect(drawer.summary).toEqual({ count: 4, total_eur: 96, association_eur: 19.2, bars_sold: 12, pending_count: 1 });
    expect(drawer.sales).toHaveLength(4);
    expect(drawer.sales[0].customer_email).toBe("client5@exemple.fr");
    expect(drawer.sales.reduce((sum: number, s: { amount_total: number }) => sum + s.amount_total, 0)).toBe(drawer.summary.total_eur);

    const all = (await send(app, "GET", `/api/campaigns/${campaign.id}/sales?status=all`, { cookie: member })).json();
    expect(all.summary).toEqual({ count: 5, total_eur: 120, association_eur: 24, bars_sold: 15, pending_count: 1 });
    expect(all.sales).toHaveLength(5);
    const pending = (await send(app, "GET", `/api/campaigns/${campaign.id}/sales?status=pending`, { cookie: member })).json();
    expect(pending.sales.map((s: { customer_email: string; status: string }) => [s.customer_email, s.status])).toEqual([
      ["client3@exemple.fr", "pending"],
    ]);
    expect(pending.summary).toMatchObject({ count: 1, total_eur: 24, bars_sold: 3 });
    const bad = await send(app, "GET", `/api/campaigns/${campaign.id}/sales?status=perdu`, { cookie: member });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Statut inconnu"]);
  });

  it("pages the association's sales with a keyset cursor, newest first, with the campaign", async () => {
    const first = (await send(app, "GET", `/api/associations/${associationId}/sales?limit=2&status=all`, { cookie: member })).json();
    expect(first.summary).toEqual({ count: 5, total_eur: 120, association_eur: 24, bars_sold: 15, pending_count: 1 });
    expect(first.sales.map((s: { customer_email: string }) => s.customer_email)).toEqual(["client5@exemple.fr", "client4@exemple.fr"]);
    expect(first.sales[0].campaign.association_name).toBe('Les Amis ; de "l\'École"');
    const second = (
      await send(app, "GET", `/api/associations/${associationId}/sales?limit=2&status=all&cursor=${first.next_cursor}`, { cookie: member })
    ).json();
    expect(second.sales.map((s: { customer_email: string }) => s.customer_email)).toEqual(["client3@exemple.fr", "client2@exemple.fr"]);
    const third = (
      await send(app, "GET", `/api/associations/${associationId}/sales?limit=2&status=all&cursor=${second.next_cursor}`, { cookie: member })
    ).json();
    expect(third.sales).toHaveLength(1);
    expect(third.next_cursor).toBeNull();
    const paid = (await send(app, "GET", `/api/associations/${associationId}/sales`, { cookie: member })).json();
    expect(paid.sales.map((s: { customer_email: string }) => s.customer_email)).toEqual([
      "client5@exemple.fr",
      "client4@exemple.fr",
      "client2@exemple.fr",
      "client1@exemple.fr",
    ]);
  });

  it("exports a CSV a French spreadsheet opens (UTF-8 BOM, semicolons, quoted text)", async () => {
    const response = await send(app, "GET", `/api/associations/${associationId}/sales.csv`, { cookie: member });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="ventes-\d{4}-\d{2}-\d{2}\.csv"/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = readCsv(response.body.replace(/^\uFEFF/, ""));
    expect(records.every((cells) => cells.every((cell) => cell.quoted))).toBe(true);
    const values = records.map((cells) => cells.map((cell) => cell.value));
    expect(values[0]).toEqual([
      "Date",
      "Référence",
      "Client",
      "Email",
      "Campagne",
      "Articles",
      "Tablettes",
      "Montant",
      "Devise",
      "Statut",
      "Canal",
      "Moyen de paiement",
      "N° de chèque",
      "Livraison",
      "Adresse",
      "Code postal",
      "Ville",
      "Vendeur",
    ]);
    expect(values).toHaveLength(6);
    expect(values[1].slice(2)).toEqual([
      "Client 5",
      "client5@exemple.fr",
      'Les Amis ; de "l\'École"',
      "Chocolat Noir x 5",
      "5",
      "40,00",
      "EUR",
      "Payé",
      "En ligne",
      "Carte",
      "",
      "Retrait",
      "",
      "",
      "",
      "",
    ]);
  });

  it("neutralises hostile text in every cell of the CSV, wherever an import could split it, and keeps amounts numbers", async () => {
    const owner = await publishedCampaign(app, {
      memberEmail: "tresorier-csv@exemple.fr",
      adminCookie: admin,
      form: { association_name: "@SUM(A1);-1" },
    });
    // What each hostile name must read as once the file is opened (the apostrophe keeps it text).
    const names: Record<string, string> = {
      '=HYPERLINK("http://x")': '\'=HYPERLINK("http://x")',
      "+1": "'+1",
      "-2+3": "'-2+3",
      "@SUM(A1)": "'@SUM(A1)",
      "a;=1+1": "a;'=1+1",
      "x\n=cmd": "x\n'=cmd",
      '"quoted"': '"quoted"',
    };
    for (const name of Object.keys(names)) {
      const bought = await send(app, "POST", "/api/checkout", {
        body: {
          campaign_id: owner.campaign.id,
          cart: [{ id: "noir", quantity: 1 }],
          buyer_info: { buyer_name: name, buyer_email: "hostile@exemple.fr", delivery_mode: "pickup" },
        },
      });
      expect(bought.statusCode).toBe(200);
    }
    const home = {
      buyer_name: "Adresse",
      buyer_email: "hostile@exemple.fr",
      delivery_mode: "home_delivery",
      delivery_address: "=1+1",
      delivery_postal_code: "56000",
      delivery_city: "-Vannes",
    };
    expect(
      (
        await send(app, "POST", "/api/checkout", {
          body: { campaign_id: owner.campaign.id, cart: [{ id: "noir", quantity: 2 }], buyer_info: home },
        })
      ).statusCode,
    ).toBe(200);

    const response = await send(app, "GET", `/api/associations/${owner.associationId}/sales.csv`, { cookie: owner.member });
    const records = readCsv(response.body.replace(/^\uFEFF/, "")).slice(1);
    expect(records).toHaveLength(8);
    for (const cells of records) {
      expect(cells).toHaveLength(18);
      expect(cells.every((cell) => cell.quoted)).toBe(true);
      cells.forEach(({ value }, column) => {
        if (column === 6 || column === 7) return expect(value).toMatch(/^-?\d+(,\d+)?$/);
        // No cell, nor any piece of one an import could split off, starts a formula.
        for (const piece of value.split(/[;,\t\r\n]/)) expect(piece.replace(/"/g, "").trimStart(), value).not.toMatch(/^[=+\-@\t\r]/);
      });
      expect(cells[4].value).toBe("'@SUM(A1);'-1");
    }
    const client = records.map((cells) => cells[2].value);
    expect(client.sort()).toEqual([...Object.values(names), "Adresse"].sort());
    const delivered = records.find((cells) => cells[2].value === "Adresse")!.map((cell) => cell.value);
    expect(delivered.slice(6, 8)).toEqual(["2", "19,90"]);
    expect(delivered.slice(14, 17)).toEqual(["'=1+1", "56000", "'-Vannes"]);
  });

  it("keeps every read to the association's members", async () => {
    const stranger = await signUpAndSignIn(app, "etranger@exemple.fr");
    for (const url of [
      `/api/campaigns/${campaign.id}/sales`,
      `/api/associations/${associationId}/sales`,
      `/api/associations/${associationId}/sales.csv`,
    ]) {
      expect((await send(app, "GET", url, { cookie: stranger })).statusCode).toBe(403);
      expect((await send(app, "GET", url)).statusCode).toBe(401);
    }
  });
});
