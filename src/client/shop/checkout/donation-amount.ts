import { donationMessages as rules, MAX_DONATION_EUR, MIN_DONATION_EUR } from "../../../shared/checkout-rules";

// The cart's donation (docs/product.md#donation): preset amounts or a free amount, with the bounds and
// messages of checkoutRequestSchema.donation_eur (shared/checkout-rules.ts), checked in cents so that no float
// rounding creeps in.

// Small amounts: the donation mostly rides beside a few bars in the cart (decision 038).
export const DONATION_PRESETS_EUR = [5, 10, 20] as const;

export const donationMessages = { ...rules, required: "Indiquez le montant de votre don" } as const;

export type DonationAmount = { ok: true; cents: number } | { ok: false; message: string };

/** '25', '12,50', '12.5', ' 7 € ' -> cents; French message otherwise. */
export function parseDonationAmount(text: string): DonationAmount {
  const cleaned = text.replace(/\s|\u00a0|\u202f|€/g, "").replace(",", ".");
  if (cleaned === "") return { ok: false, message: donationMessages.required };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, message: donationMessages.invalid };
  const decimals = match[2] ?? "";
  if (decimals.length > 2) return { ok: false, message: donationMessages.decimals };
  const cents = Number(match[1]) * 100 + Number(decimals.padEnd(2, "0"));
  if (cents < MIN_DONATION_EUR * 100) return { ok: false, message: donationMessages.min };
  if (cents > MAX_DONATION_EUR * 100) return { ok: false, message: donationMessages.max };
  return { ok: true, cents };
}

/** donation_eur of the checkout request: euros with at most two decimals. */
export function donationEuros(cents: number): number {
  return Math.round(cents) / 100;
}
