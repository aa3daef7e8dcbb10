import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BAR_PRICE_FLOOR_MESSAGE } from "../../shared/campaign";
import { campaigns } from "../db/schema";
import { appForFile, send } from "../../../tests/support/app";
import { creationForm, memberWithAssociation } from "../../../tests/support/campaigns";

// A campaign's chocolate_price_eur replaces the price of every bar at checkout (orders/pricing.ts): below the
// dearest bar of the catalogue (9,00 €) it would sell bars under their price, so the server refuses it.

const draft = (slug: string, price: unknown) => ({
  association_name: "Amicale Laïque",
  campaign_message: "Un nouveau four pour la kermesse.",
  contact_email: "amicale@exemple.fr",
  public_slug: slug,
  chocolate_price_eur: price,
});

const app = await appForFile();
const { cookie: member, associationId } = await memberWithAssociation(app, "tresoriere@exemple.fr");

describe("bar price floor", () => {
  it("says the floor in French with the catalogue price", () => {
    // The space before '€' is a no-break space (which one depends on the ICU data of the runtime).
    expect(BAR_PRICE_FLOOR_MESSAGE).toMatch(/^Le prix ne peut pas être inférieur au prix catalogue \(9,00\s€\)$/);
  });

  it("refuses a price below the catalogue on the creation form", async () => {
    const response = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
      cookie: member,
      body: { ...creationForm, chocolate_price_eur: 0.01 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: BAR_PRICE_FLOOR_MESSAGE, field: "chocolate_price_eur" });
  });

  it("refuses it on the one-pager's first save and on a later save", async () => {
    const first = await send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, {
      cookie: member,
      body: draft("amicale", "8,99"),
    });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ message: BAR_PRICE_FLOOR_MESSAGE, field: "chocolate_price_eur" });

    const saved = await send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, {
      cookie: member,
      body: draft("amicale", "9"),
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().campaign.id;
    const patched = await send(app, "PATCH", `/api/campaigns/${id}`, { cookie: member, body: draft("amicale", 0.01) });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(BAR_PRICE_FLOOR_MESSAGE);

    const dearer = await send(app, "PATCH", `/api/campaigns/${id}`, { cookie: member, body: draft("amicale", "12,50") });
    expect(dearer.json().campaign.chocolate_price_eur).toBe(12.5);
    const none = await send(app, "PATCH", `/api/campaigns/${id}`, { cookie: member, body: draft("amicale", "") });
    expect(none.json().campaign.chocolate_price_eur).toBeNull();
  });

  it("is held by the database too, whoever writes", async () => {
    const [row] = await app.database.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.public_slug, "amicale"));
    await expect(app.database.db.update(campaigns).set({ chocolate_price_eur: "0.01" }).where(eq(campaigns.id, row.id))).rejects.toThrow();
  });
});
