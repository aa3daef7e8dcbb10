import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, signUpAndSignIn } from "../test/app";
import { publishedCampaign } from "../test/campaigns";
import type { App } from "../app";
import { sales } from "../db/schema";

let app: App;
let campaignId: string;

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ["admin@exemple.fr"] });
  const admin = await signUpAndSignIn(app, "admin@exemple.fr");
  campaignId = (await publishedCampaign(app, { memberEmail: "membre@exemple.fr", adminCookie: admin })).campaign.id;
});
afterAll(async () => app?.close());

const countSales = async () => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(sales))[0].n;

const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.anything());
const cartItem = fc.record(
  {
    id: fc.oneof(fc.constantFrom("noir", "blanc", "praline", "caramel", ""), fc.string()),
    quantity: fc.oneof(fc.integer({ min: -5, max: 150 }), anyValue),
    price: anyValue,
    name: anyValue,
  },
  { requiredKeys: [] },
);
const buyer = fc.record(
  {
    buyer_name: fc.oneof(fc.string(), anyValue),
    buyer_email: fc.oneof(fc.emailAddress(), fc.string(), anyValue),
    delivery_mode: fc.oneof(fc.constantFrom("pickup", "home_delivery"), anyValue),
    delivery_address: fc.oneof(fc.string(), anyValue),
    delivery_postal_code: fc.oneof(fc.constantFrom("56000", "5600", "ABCDE"), anyValue),
    delivery_city: fc.oneof(fc.string(), anyValue),
  },
  { requiredKeys: [] },
);

describe("POST /api/checkout under arbitrary input", () => {
  it("never answers 500 and stores a sale exactly when it answers 200", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            campaign_id: fc.oneof(fc.constant("CAMPAIGN"), fc.uuid(), anyValue),
            cart: fc.oneof(fc.array(cartItem, { maxLength: 25 }), anyValue),
            donation_eur: fc.oneof(fc.double({ min: -10, max: 10_000 }), anyValue),
            buyer_info: fc.oneof(buyer, anyValue),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const payload = { ...body, ...(body.campaign_id === "CAMPAIGN" ? { campaign_id: campaignId } : {}) };
          const before = await countSales();
          const response = await send(app, "POST", "/api/checkout", { body: payload });
          expect(response.statusCode).toBeLessThan(500);
          expect(typeof response.json().message === "string" || response.statusCode === 200).toBe(true);
          expect(await countSales()).toBe(before + (response.statusCode === 200 ? 1 : 0));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses a body over the size limit with 413 and a French message", async () => {
    const response = await send(app, "POST", "/api/checkout", { body: { campaign_id: campaignId, padding: "x".repeat(2_000_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "Le fichier ou la requête est trop volumineux" });
  });

  it("refuses malformed JSON in French", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/checkout",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      payload: "{ pas du json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Requête invalide");
  });
});
