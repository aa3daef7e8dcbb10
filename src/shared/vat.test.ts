import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { products } from "./catalogue";
import type { SaleLine } from "./order";
import { formatVatRate, orderVat, productVatRates, refundVat, splitTtc, vatRateOf, type VatRate } from "./vat";

// Every figure below was worked out by hand: VAT = TTC × t / (1 + t), rounded to the cent, half a cent upwards.

const noir = (quantity: number): SaleLine => ({ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity });
const praline = (quantity: number): SaleLine => ({ product_id: "praline", name: "Chocolat Amandes", unit_price_eur: "9.00", quantity });
const blanc = (quantity: number): SaleLine => ({ product_id: "blanc", name: "Chocolat Blanc", unit_price_eur: "7.00", quantity });
const don = (euros: string): SaleLine => ({ product_id: "don", name: "Don", unit_price_eur: euros, quantity: 1 });

/** 3 noir, 1 praline, 2 blanc, a donation of 10 € and home delivery (3,90 €): 60,90 € in all. */
const mixed = { lines: [noir(3), praline(1), blanc(2), don("10.00")], deliveryFeeCents: 390 };

describe("rates", () => {
  it("puts the dark bar at 5,5 %, the milk and white bars at 20 %, a donation outside the scope", () => {
    expect(productVatRates).toEqual({ noir: 550, praline: 2000, blanc: 2000 });
    for (const product of products) expect(vatRateOf(product.id)).toBe(productVatRates[product.id]);
    expect(vatRateOf("don")).toBeNull();
    // A product the catalogue no longer knows: never less VAT than due.
    expect(vatRateOf("caramel")).toBe(2000);
  });

  it("writes a rate the French way", () => {
    expect(formatVatRate(550)).toBe("5,5\u00a0%");
    expect(formatVatRate(2000)).toBe("20\u00a0%");
  });
});

describe("splitTtc", () => {
  it.each([
    // [TTC, rate, VAT, base HT, why]
    [800, 550, 42, 758, "8,00 € × 5,5 / 105,5 = 0,41706 €"],
    [2400, 550, 125, 2275, "24,00 € = 1,25118 € of VAT: from the line, not 3 × 0,42 €"],
    [900, 2000, 150, 750, "9,00 € / 6 = 1,50 € exactly"],
    [700, 2000, 117, 583, "7,00 € / 6 = 1,16667 €"],
    [390, 550, 20, 370, "3,90 € × 5,5 / 105,5 = 0,20332 €"],
    [390, 2000, 65, 325, "3,90 € / 6 = 0,65 € exactly"],
    [0, 2000, 0, 0, "nothing"],
  ] as const)("%i cents at %i: VAT %i, base %i (%s)", (ttc, rate, vat, base, why) => {
    expect(splitTtc(ttc, rate), why).toEqual({ baseCents: base, vatCents: vat, totalCents: ttc });
  });

  it("rounds half a cent upwards", () => {
    // At 20 % the VAT is TTC / 6: a TTC of 6n + 3 cents falls on half a cent.
    expect(splitTtc(3, 2000).vatCents).toBe(1); // 0,5 cent
    expect(splitTtc(9, 2000).vatCents).toBe(2); // 1,5 cents
    expect(splitTtc(1503, 2000)).toEqual({ baseCents: 1252, vatCents: 251, totalCents: 1503 }); // 2,505 €
    expect(splitTtc(1502, 2000).vatCents).toBe(250); // 2,50333 €
    expect(splitTtc(1504, 2000).vatCents).toBe(251); // 2,50667 €
    // At 5,5 % the VAT is TTC × 11 / 211, never exactly half a cent; 10 cents is just above it, 9 just below.
    expect(splitTtc(10, 550).vatCents).toBe(1); // 0,52133 cent
    expect(splitTtc(9, 550).vatCents).toBe(0); // 0,46919 cent
  });

  it("gives back a negative amount as the opposite of the positive one", () => {
    expect(splitTtc(-700, 2000)).toEqual({ baseCents: -583, vatCents: -117, totalCents: -700 });
    expect(splitTtc(-3, 2000)).toEqual({ baseCents: -2, vatCents: -1, totalCents: -3 });
  });

  it("always adds up, and is never more than half a cent away from the exact VAT", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom<VatRate>(550, 2000), (ttc, rate) => {
        const { baseCents, vatCents, totalCents } = splitTtc(ttc, rate);
        expect(baseCents + vatCents).toBe(totalCents);
        // |VAT × (10000 + t) − TTC × t| ≤ (10000 + t) / 2, in integers.
        expect(2 * Math.abs(vatCents * (10_000 + rate) - ttc * rate)).toBeLessThanOrEqual(10_000 + rate);
      }),
    );
  });
});

describe("orderVat", () => {
  it("uses the rate each line was sold at, kept with the order, and today's rate only for a line that kept none", () => {
    // Sold when the dark bar was at 20 % (a change of law since): its receipt still shows the VAT charged then.
    const kept = orderVat({
      lines: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 1, vat_rate: 2000 }],
      deliveryFeeCents: 0,
    });
    expect(kept.rates).toEqual([{ rate: 2000, baseCents: 667, vatCents: 133, totalCents: 800 }]);
    const older = orderVat({
      lines: [{ product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 1 }],
      deliveryFeeCents: 0,
    });
    expect(older.rates).toEqual([{ rate: 550, baseCents: 758, vatCents: 42, totalCents: 800 }]);
    const gift = orderVat({
      lines: [{ product_id: "don", name: "Don", unit_price_eur: "5.00", quantity: 1, vat_rate: null }],
      deliveryFeeCents: 0,
    });
    expect(gift).toMatchObject({ rates: [], outOfScopeCents: 500, vatCents: 0 });
  });

  it("taxes each line from its total, shares the delivery fee between the rates, and leaves the donation out", () => {
    const vat = orderVat(mixed);
    expect(
      vat.lines.map(({ productId, totalCents, vatCents, baseCents, rate }) => ({ productId, totalCents, vatCents, baseCents, rate })),
    ).toEqual([
      { productId: "noir", totalCents: 2400, vatCents: 125, baseCents: 2275, rate: 550 },
      { productId: "praline", totalCents: 900, vatCents: 150, baseCents: 750, rate: 2000 },
      { productId: "blanc", totalCents: 1400, vatCents: 233, baseCents: 1167, rate: 2000 }, // 2,33333 €
      { productId: "don", totalCents: 1000, vatCents: 0, baseCents: 1000, rate: null },
    ]);
    // Goods: 24,00 € at 5,5 % and 23,00 € at 20 %. 3,90 € × 24 / 47 = 1,99149 € and 3,90 € × 23 / 47 = 1,90851 €:
    // the cent left over goes to the larger remainder (0,851 against 0,149).
    expect(vat.delivery).toEqual([
      { rate: 550, totalCents: 199, vatCents: 10, baseCents: 189 }, // 1,99 × 5,5 / 105,5 = 0,10374 €
      { rate: 2000, totalCents: 191, vatCents: 32, baseCents: 159 }, // 1,91 / 6 = 0,31833 €
    ]);
    expect(vat.rates).toEqual([
      { rate: 550, baseCents: 2464, vatCents: 135, totalCents: 2599 },
      { rate: 2000, baseCents: 2076, vatCents: 415, totalCents: 2491 },
    ]);
    expect(vat.outOfScopeCents).toBe(1000);
    expect(vat.vatCents).toBe(550);
    expect(vat.totalCents).toBe(6090);
    expect(vat.unnamedGoods).toEqual([]);
  });

  it("shares the fee as the goods' HT values would (checked against the HT computation)", () => {
    // Goods HT 22,75 € and 19,17 €; the fee's HT H solves H × (22,75 × 1,055 + 19,17 × 1,2) / 41,92 = 3,90 €.
    const h = (3.9 * 41.92) / (22.75 * 1.055 + 19.17 * 1.2);
    expect(Math.round(((h * 22.75) / 41.92) * 1.055 * 100)).toBe(199);
    expect(Math.round(((h * 19.17) / 41.92) * 1.2 * 100)).toBe(191);
  });

  it("puts the whole fee at the goods' one rate", () => {
    const vat = orderVat({ lines: [blanc(1)], deliveryFeeCents: 390 });
    expect(vat.delivery).toEqual([{ rate: 2000, totalCents: 390, vatCents: 65, baseCents: 325 }]);
    expect(vat.rates).toEqual([{ rate: 2000, baseCents: 908, vatCents: 182, totalCents: 1090 }]);
  });

  it("has no VAT at all for a donation alone, and none for the fee of a pick-up order", () => {
    expect(orderVat({ lines: [don("25.00")], deliveryFeeCents: 0 })).toMatchObject({
      rates: [],
      delivery: [],
      outOfScopeCents: 2500,
      vatCents: 0,
      totalCents: 2500,
    });
    expect(orderVat({ lines: [noir(1)], deliveryFeeCents: 0 }).rates).toEqual([
      { rate: 550, baseCents: 758, vatCents: 42, totalCents: 800 },
    ]);
  });

  it("reads a campaign's own price from the line, not from the catalogue", () => {
    const vat = orderVat({ lines: [{ ...noir(2), unit_price_eur: "10.00" }], deliveryFeeCents: 0 });
    // 20,00 € × 5,5 / 105,5 = 1,04265 €
    expect(vat.rates).toEqual([{ rate: 550, baseCents: 1896, vatCents: 104, totalCents: 2000 }]);
  });

  it("always adds up to what the buyer paid", () => {
    const line = fc.record({
      product_id: fc.constantFrom("noir", "praline", "blanc", "don"),
      unit_price_eur: fc.integer({ min: 100, max: 500_000 }).map((cents) => (cents / 100).toFixed(2)),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.constantFrom(0, 390), (lines, fee) => {
        const vat = orderVat({ lines, deliveryFeeCents: fee });
        const paid = lines.reduce((sum, l) => sum + Math.round(Number(l.unit_price_eur) * 100) * l.quantity, 0);
        expect(vat.totalCents).toBe(paid + fee);
        expect(vat.delivery.reduce((sum, d) => sum + d.totalCents, 0)).toBe(fee);
        for (const r of vat.rates) expect(r.baseCents + r.vatCents).toBe(r.totalCents);
      }),
    );
  });
});

describe("refundVat", () => {
  it("gives back, for a whole order, exactly the VAT of its receipt", () => {
    const refund = refundVat(mixed, {
      lines: mixed.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      barsCents: 4700,
      donationCents: 1000,
      deliveryCents: 390,
    });
    const receipt = orderVat(mixed);
    expect(refund.rates).toEqual(receipt.rates);
    expect(refund.delivery).toEqual(receipt.delivery);
    expect(refund.lines).toEqual(receipt.lines);
    expect(refund.totalCents).toBe(6090);
  });

  it("gives back a line at its price and rate", () => {
    const refund = refundVat(mixed, { lines: [{ product_id: "blanc", quantity: 1 }], barsCents: 700, donationCents: 0, deliveryCents: 0 });
    expect(refund.lines).toMatchObject([{ productId: "blanc", quantity: 1, unitPriceCents: 700, totalCents: 700, vatCents: 117 }]);
    expect(refund.rates).toEqual([{ rate: 2000, baseCents: 583, vatCents: 117, totalCents: 700 }]);
    expect(refund.totalCents).toBe(700);
  });

  it("shares an amount given back on the bars as the order's goods are", () => {
    // 5,00 € × 24 / 47 = 2,55319 € and 5,00 € × 23 / 47 = 2,44681 €: the cent left goes to the larger remainder.
    const refund = refundVat(mixed, { lines: [], barsCents: 500, donationCents: 0, deliveryCents: 0 });
    expect(refund.lines).toEqual([]);
    expect(refund.unnamedGoods).toEqual([
      { rate: 550, totalCents: 255, vatCents: 13, baseCents: 242 }, // 0,13294 €
      { rate: 2000, totalCents: 245, vatCents: 41, baseCents: 204 }, // 0,40833 €
    ]);
    expect(refund.vatCents).toBe(54);
    expect(refund.totalCents).toBe(500);
  });

  it("shares part of the delivery fee as the receipt shared the whole", () => {
    // 50,00 € without lines: the bars' 47,00 € (24,00 € + 23,00 €, as bought), then 3,00 € of the 3,90 € fee:
    // 3,00 € × 199 / 390 = 1,53077 € and 3,00 € × 191 / 390 = 1,46923 €, the cent left to the larger remainder.
    const refund = refundVat(mixed, { lines: [], barsCents: 4700, donationCents: 0, deliveryCents: 300 });
    expect(refund.unnamedGoods).toEqual([
      { rate: 550, totalCents: 2400, vatCents: 125, baseCents: 2275 },
      { rate: 2000, totalCents: 2300, vatCents: 383, baseCents: 1917 }, // 3,83333 €
    ]);
    expect(refund.delivery).toEqual([
      { rate: 550, totalCents: 153, vatCents: 8, baseCents: 145 }, // 0,07976 €
      { rate: 2000, totalCents: 147, vatCents: 25, baseCents: 122 }, // 0,245 €: half a cent, upwards
    ]);
    expect(refund.rates).toEqual([
      { rate: 550, baseCents: 2420, vatCents: 133, totalCents: 2553 },
      { rate: 2000, baseCents: 2039, vatCents: 408, totalCents: 2447 },
    ]);
    expect(refund.totalCents).toBe(5000);
  });

  it("takes off a line what an earlier amount already gave back, at the line's rate", () => {
    // One noir named (8,00 €), but an earlier refund took 2,00 € of the bars: 6,00 € come back.
    const refund = refundVat(mixed, { lines: [{ product_id: "noir", quantity: 1 }], barsCents: 600, donationCents: 0, deliveryCents: 0 });
    expect(refund.unnamedGoods).toEqual([{ rate: 550, totalCents: -200, vatCents: -10, baseCents: -190 }]); // 0,10427 €
    expect(refund.rates).toEqual([{ rate: 550, baseCents: 568, vatCents: 32, totalCents: 600 }]);
  });

  it("leaves a donation given back outside the scope of VAT", () => {
    const refund = refundVat(mixed, { lines: [{ product_id: "don", quantity: 1 }], barsCents: 0, donationCents: 1000, deliveryCents: 0 });
    expect(refund.lines).toMatchObject([{ productId: "don", name: "Don", totalCents: 1000, vatCents: 0, rate: null }]);
    expect(refund.rates).toEqual([]);
    expect(refund.outOfScopeCents).toBe(1000);
    expect(refund.totalCents).toBe(1000);
  });
});
