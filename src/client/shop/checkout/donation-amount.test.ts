import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "../../../shared/checkout";
import { DONATION_PRESETS_EUR, donationEuros, donationMessages, parseDonationAmount } from "./donation-amount";

describe("parseDonationAmount", () => {
  it("reads French and English decimals, spaces and the euro sign", () => {
    expect(parseDonationAmount("25")).toEqual({ ok: true, cents: 2500 });
    expect(parseDonationAmount("12,50")).toEqual({ ok: true, cents: 1250 });
    expect(parseDonationAmount("12.5")).toEqual({ ok: true, cents: 1250 });
    expect(parseDonationAmount(" 1 500 € ")).toEqual({ ok: true, cents: 150000 });
    expect(parseDonationAmount("7,")).toEqual({ ok: true, cents: 700 });
  });

  it("keeps to 1 € - 5 000 € with the French messages", () => {
    expect(parseDonationAmount("0,99")).toEqual({ ok: false, message: "Le don minimum est de 1 €" });
    expect(parseDonationAmount("1")).toEqual({ ok: true, cents: 100 });
    expect(parseDonationAmount("5000")).toEqual({ ok: true, cents: 500000 });
    expect(parseDonationAmount("5000,01")).toEqual({ ok: false, message: "Le don maximum est de 5000 €" });
  });

  it("refuses more than two decimals, text and negative amounts", () => {
    expect(parseDonationAmount("10,555")).toEqual({ ok: false, message: donationMessages.decimals });
    expect(parseDonationAmount("dix")).toEqual({ ok: false, message: donationMessages.invalid });
    expect(parseDonationAmount("-5")).toEqual({ ok: false, message: donationMessages.invalid });
    expect(parseDonationAmount("")).toEqual({ ok: false, message: donationMessages.required });
  });
});

describe("the preset amounts", () => {
  it("are small, beside a few bars in the cart (decision 038)", () => {
    expect(DONATION_PRESETS_EUR).toEqual([5, 10, 20]);
  });
});

describe("the amount sent to the server", () => {
  it("passes the server's donation rules for every accepted amount", () => {
    for (const text of ["1", "12,34", "49,99", "5000", "0,5"]) {
      const parsed = parseDonationAmount(text);
      const result = checkoutRequestSchema.safeParse({
        campaign_id: "6f1c1c56-6a4e-4d7d-9b7e-2d4f8e9b1a10",
        cart: [],
        donation_eur: parsed.ok ? donationEuros(parsed.cents) : 0.5,
        buyer_info: { buyer_name: "Anne", buyer_email: "anne@exemple.fr", delivery_mode: "pickup" },
      });
      // The client's refusal and the server's agree.
      expect(result.success, text).toBe(parsed.ok);
      if (!parsed.ok) expect(result.error?.issues[0].message).toBe("Le don minimum est de 1 €");
    }
  });
});
