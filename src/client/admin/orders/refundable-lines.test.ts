import { describe, expect, it } from "vitest";
import type { AdminOrderDetail, Refund } from "../../../shared/admin-order-responses";
import { refundableLines, refundAmountCents } from "./refundable-lines";

const order = {
  items: [
    { product_id: "noir-70", name: "Noir 70 %", unit_price_eur: "4.50", quantity: 3 },
    { product_id: "lait", name: "Lait", unit_price_eur: "4.00", quantity: 1 },
  ],
} as AdminOrderDetail["order"];

const refund = (status: Refund["status"], lines: Refund["lines"]) => ({ status, lines }) as Refund;

describe("refundableLines", () => {
  it("offers every line in full before any refund, with its unit price in cents", () => {
    expect(refundableLines({ order, refunds: [] })).toEqual([
      { product_id: "noir-70", name: "Noir 70 %", unit_cents: 450, left: 3 },
      { product_id: "lait", name: "Lait", unit_cents: 400, left: 1 },
    ]);
  });

  it("takes off what succeeded or is pending, not what failed, and drops a line given back in full", () => {
    const refunds = [
      refund("succeeded", [{ product_id: "noir-70", quantity: 1 }]),
      refund("pending", [{ product_id: "lait", quantity: 1 }]),
      refund("failed", [{ product_id: "noir-70", quantity: 2 }]),
    ];
    expect(refundableLines({ order, refunds })).toEqual([{ product_id: "noir-70", name: "Noir 70 %", unit_cents: 450, left: 2 }]);
  });
});

describe("refundAmountCents", () => {
  const lines = refundableLines({ order, refunds: [] });
  it("is nothing before a choice, then what the choice gives back", () => {
    expect(refundAmountCents({ kind: null })).toBe(0);
    expect(refundAmountCents({ kind: "full", refundableCents: 1750 })).toBe(1750);
    expect(refundAmountCents({ kind: "lines", lines, quantities: { "noir-70": "2" } })).toBe(900);
    expect(refundAmountCents({ kind: "lines", lines, quantities: {} })).toBe(0);
    expect(refundAmountCents({ kind: "amount", euros: 8 })).toBe(800);
    expect(refundAmountCents({ kind: "amount", euros: Number.NaN })).toBe(0);
  });
});
