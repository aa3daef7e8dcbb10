import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkoutRequestSchema } from "./checkout";
import { MAX_QUANTITY, MAX_QUANTITY_MESSAGE } from "./checkout-rules";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./email-rules";

const firstMessage = (input: unknown) => {
  const result = checkoutRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

const base = {
  campaign_id: "7b0c8e0e-4a3f-4f0a-9c59-2f3d1c1e2a10",
  cart: [{ id: "noir", name: "Chocolat Noir", price: 8, quantity: 2, image: "/x.svg" }],
  buyer_info: { buyer_name: "Jeanne", buyer_email: "jeanne@exemple.fr", delivery_mode: "pickup" },
};

describe("checkoutRequestSchema", () => {
  it.each([
    [{ buyer_name: " " }, "Le nom est requis"],
    [{ buyer_email: "" }, "L'email est requis"],
    [{ buyer_email: "jeanne" }, "Email invalide"],
    [{ delivery_mode: "home_delivery", delivery_postal_code: "56000", delivery_city: "Vannes" }, "L'adresse est requise"],
    [{ delivery_mode: "home_delivery", delivery_address: "1 rue", delivery_city: "Vannes" }, "Le code postal est requis"],
    [{ delivery_mode: "home_delivery", delivery_address: "1 rue", delivery_postal_code: "56000" }, "La ville est requise"],
  ])("refuses the buyer form %o", (patch, message) => {
    expect(firstMessage({ ...base, buyer_info: { ...base.buyer_info, ...patch } })).toBe(message);
  });

  it("refuses an empty cart and quantities below 1", () => {
    expect(firstMessage({ ...base, cart: [] })).toBe("Votre panier est vide");
    expect(firstMessage({ ...base, cart: [{ id: "noir", quantity: 0 }] })).toBe("La quantité doit être au moins 1");
  });

  it("accepts a donation alone and drops the address for pick-up", () => {
    const parsed = checkoutRequestSchema.parse({
      ...base,
      cart: [],
      donation_eur: 15,
      buyer_info: { ...base.buyer_info, delivery_address: "ignorée" },
    });
    expect(parsed.buyer_info.delivery_address).toBeNull();
  });

  it("caps a line at the rules' 99 bars", () => {
    expect(firstMessage({ ...base, cart: [{ id: "noir", quantity: MAX_QUANTITY }] })).toBeNull();
    expect(firstMessage({ ...base, cart: [{ id: "noir", quantity: MAX_QUANTITY + 1 }] })).toBe(MAX_QUANTITY_MESSAGE);
  });

  it("checks the buyer's e-mail with the shared pattern (shared/email-rules.ts), zod's own", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll("\\-", "-"));
    const long = `${"a".repeat(MAX_EMAIL_LENGTH - "@exemple.fr".length)}@exemple.fr`;
    for (const [address, accepted] of [
      ["jeanne@exemple.fr", true],
      [" jeanne@exemple.fr ", true],
      [long, true],
      [`a${long}`, false],
      ["jeanne@exemple", false],
      ["jeanne..d@exemple.fr", false],
      ["é@exemple.fr", false],
    ] as const) {
      expect(firstMessage({ ...base, buyer_info: { ...base.buyer_info, buyer_email: address } }) === null, address).toBe(accepted);
    }
  });
});
