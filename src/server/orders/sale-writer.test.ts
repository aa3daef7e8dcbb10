import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { sales } from "../db/schema";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { createSaleWriter, type NewSale } from "./sale-writer";

const { app, admin } = await appWithAdminForFile();
const { campaign } = await publishedCampaign(app, { memberEmail: "lot@asso.fr", adminCookie: admin });

let counter = 0;
const newSale = (overrides: Partial<NewSale> = {}): NewSale => ({
  id: randomUUID(),
  order_reference: `BS-LOT${String(++counter).padStart(5, "0")}`,
  campaign_id: campaign.id,
  association_id: campaign.association_id,
  amount_total: "8.00",
  delivery_fee: "0.00",
  currency: "eur",
  status: "pending",
  customer_name: "Lot",
  customer_email: "lot@exemple.fr",
  items: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 1 }],
  bars_count: 1,
  delivery_mode: "pickup",
  payment_provider: "simulated",
  ...overrides,
});

/** The app's database, counting the insert statements sent to it. */
function countingInserts(database: Database) {
  const count = { inserts: 0 };
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === "insert") count.inserts++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { database: { ...database, db }, count };
}

describe("new sales written in batches", () => {
  it("stores 40 orders arriving together in a handful of statements", async () => {
    const { database, count } = countingInserts(app.database);
    const write = createSaleWriter(database);
    const rows = Array.from({ length: 40 }, () => newSale());
    const stored = await Promise.all(rows.map((row) => write(row)));
    expect(stored.map((sale) => sale?.order_reference)).toEqual(rows.map((row) => row.order_reference));
    // One for the first, then whatever arrived meanwhile (PostgreSQL sends up to four batches at a time).
    expect(count.inserts).toBeLessThanOrEqual(5);
    const inDatabase = await app.database.db.select({ id: sales.id }).from(sales).where(eq(sales.customer_name, "Lot"));
    expect(inDatabase).toHaveLength(40);
  });

  it("answers null for a reference already taken, without failing the others", async () => {
    const write = createSaleWriter(app.database);
    const taken = (await write(newSale()))!.order_reference;
    const [again, fine] = await Promise.all([write(newSale({ order_reference: taken })), write(newSale())]);
    expect(again).toBeNull();
    expect(fine?.status).toBe("pending");
  });

  it("fails only the row the database refuses", async () => {
    const write = createSaleWriter(app.database);
    const results = await Promise.allSettled([write(newSale()), write(newSale()), write(newSale({ status: "perdu" })), write(newSale())]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });

  it("gives every buyer of a rush their own order through the checkout", async () => {
    const body = {
      campaign_id: campaign.id,
      cart: [{ id: "blanc", quantity: 1 }],
      buyer_info: { buyer_name: "Rush", buyer_email: "rush@exemple.fr", delivery_mode: "pickup" },
    };
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(app, "POST", "/api/checkout", { body })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((a) => a.json().order_reference)).size).toBe(30);
    const stored = await app.database.db
      .select({ id: sales.id, session: sales.payment_session_id })
      .from(sales)
      .where(eq(sales.customer_name, "Rush"));
    expect(stored).toHaveLength(30);
    expect(stored.every((s) => s.session === `simulated_${s.id}`)).toBe(true);
  });
});
