import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, send } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { saleRow } from "../../../tests/support/orders";
import { sales } from "../db/schema";
import { deleteExpiredPersonalData } from "../privacy/retention";

// docs/product.md#buyer-form: a home delivery may carry a 'Complément d'adresse' and a phone for the carrier, both
// optional; the workshop reads them where it ships (carrier's file, packing slip, the order's page); the phone is
// erased 3 months after the parcel left.

const { app, admin } = await appWithAdminForFile();
const { campaign } = await publishedCampaign(app, { memberEmail: "ape-tilleuls@exemple.fr", adminCookie: admin });

const home = {
  buyer_name: "Yvonne Le Goff",
  buyer_email: "yvonne@exemple.fr",
  delivery_mode: "home_delivery",
  delivery_address: "4 allée des Camélias",
  delivery_address_line2: "Résidence Les Pins, bât. B, 2e étage",
  delivery_postal_code: "56000",
  delivery_city: "Vannes",
  buyer_phone: "06 12 34 56 78",
};

const checkout = (buyer_info: Record<string, unknown>) =>
  send(app, "POST", "/api/checkout", { body: { campaign_id: campaign.id, cart: [{ id: "noir", quantity: 1 }], buyer_info } });

async function paidOrder(buyer_info: Record<string, unknown>) {
  const response = await checkout(buyer_info);
  expect(response.statusCode).toBe(200);
  const { sale_id, order_reference } = response.json();
  await app.inject({ method: "POST", url: `/pay/simulated/${sale_id}/confirm` });
  return { saleId: sale_id as string, reference: order_reference as string };
}

describe("a home delivery's phone and 'Complément d'adresse'", () => {
  it("are stored with the order and shown where the workshop ships it", async () => {
    const order = await paidOrder(home);
    expect(await saleRow(app, order.saleId)).toMatchObject({
      delivery_address_line2: "Résidence Les Pins, bât. B, 2e étage",
      customer_phone: "06 12 34 56 78",
    });

    const csv = (await send(app, "GET", "/api/admin/preparation/shipping.csv", { cookie: admin })).body;
    const [header, ...lines] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain('"Complément d\'adresse"');
    expect(header).toContain('"Téléphone"');
    expect(lines.find((line) => line.includes(order.reference))).toContain(
      '"4 allée des Camélias";"Résidence Les Pins, bât. B, 2e étage";"56000";"Vannes";"FR";"yvonne@exemple.fr";"06 12 34 56 78"',
    );

    const slips = await send(app, "GET", "/api/admin/preparation/packing-slips.pdf", { cookie: admin });
    const { text } = await extractText(new Uint8Array(slips.rawPayload), { mergePages: true });
    expect(text).toContain("Résidence Les Pins, bât. B, 2e étage");
    expect(text).toContain("Tél. 06 12 34 56 78");

    const detail = (await send(app, "GET", `/api/admin/orders/${order.saleId}`, { cookie: admin })).json();
    expect(detail.order).toMatchObject({
      delivery_address_line2: "Résidence Les Pins, bât. B, 2e étage",
      customer_phone: "06 12 34 56 78",
    });
  });

  it("are optional, and dropped for a pick-up order", async () => {
    const bare = await paidOrder({ ...home, delivery_address_line2: "", buyer_phone: undefined });
    expect(await saleRow(app, bare.saleId)).toMatchObject({ delivery_address_line2: null, customer_phone: null });
    const pickup = await paidOrder({ ...home, delivery_mode: "pickup" });
    expect(await saleRow(app, pickup.saleId)).toMatchObject({ delivery_address: null, delivery_address_line2: null, customer_phone: null });
  });

  it("refuses a phone that is not one, with its French message", async () => {
    for (const phone of ["appelez-moi", "06 12", "0612345678901234567890123456"]) {
      const response = await checkout({ ...home, buyer_phone: phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Numéro de téléphone invalide");
    }
  });

  it("erases the phone 3 months after the parcel was shipped, and keeps the rest of the order", async () => {
    const order = await paidOrder(home);
    const shippedAt = new Date("2025-01-10T10:00:00Z");
    await app.database.db.update(sales).set({ fulfilment_status: "shipped", fulfilled_at: shippedAt }).where(eq(sales.id, order.saleId));

    await deleteExpiredPersonalData(app.database.db, new Date("2025-04-09T10:00:00Z"));
    expect((await saleRow(app, order.saleId)).customer_phone).toBe("06 12 34 56 78");
    await deleteExpiredPersonalData(app.database.db, new Date("2025-04-11T10:00:00Z"));
    expect(await saleRow(app, order.saleId)).toMatchObject({
      customer_phone: null,
      delivery_address_line2: "Résidence Les Pins, bât. B, 2e étage",
    });
  });
});
