import { describe, expect, it } from "vitest";
import { formatAmountWithCode } from "../../shared/money";
import { articleLabels, drawerBarCount, drawerLineLabels, formatSaleDate, relativeSaleTime, salesPageStatusLabel } from "./sale-lines";

const noir = { product_id: "noir", name: "Chocolat Noir", unit_price_eur: "8.00", quantity: 2 };
const blanc = { product_id: "blanc", name: "Chocolat Blanc", unit_price_eur: "7.00", quantity: 1 };
const don = { product_id: "don", name: "Don", unit_price_eur: "20.00", quantity: 1 };

describe("the drawer's sale card", () => {
  it("writes one bullet per line, 'Chocolat Noir (x 2)', and 'Don' for a donation", () => {
    expect(drawerLineLabels([noir, blanc, don])).toEqual(["Chocolat Noir (x 2)", "Chocolat Blanc (x 1)", "Don"]);
  });

  it("counts a line without quantity as 1 (docs/product.md#sales-drawer), and a donation as no bar", () => {
    expect(drawerLineLabels([{ name: "Chocolat Noir" }, { description: "Tablette spéciale", quantity: null }])).toEqual([
      "Chocolat Noir (x 1)",
      "Tablette spéciale (x 1)",
    ]);
    expect(drawerBarCount([noir, blanc, don])).toBe(3);
    expect(drawerBarCount([noir, { name: "Chocolat Blanc" }])).toBe(3);
    expect(drawerBarCount([don])).toBe(0);
    expect(drawerBarCount(null)).toBe(0);
  });
});

describe("the sales page", () => {
  it("lists the articles, a missing quantity counting none", () => {
    expect(articleLabels([noir, blanc, don])).toEqual(["Chocolat Noir x 2", "Chocolat Blanc x 1", "Don"]);
    expect(articleLabels([{ name: "Chocolat Noir" }])).toEqual(["Chocolat Noir"]);
  });

  it("shows paid as 'Payé' (docs/product.md#sale-states) and the other statuses in French", () => {
    expect(salesPageStatusLabel("paid")).toBe("Payé");
    expect(salesPageStatusLabel("complete")).toBe("Payé");
    expect(salesPageStatusLabel("pending")).toBe("En attente");
    expect(salesPageStatusLabel("failed")).toBe("Échoué");
    expect(salesPageStatusLabel("expired")).toBe("Expiré");
    expect(salesPageStatusLabel("refunded")).toBe("Remboursée");
    expect(salesPageStatusLabel("rembourse")).toBe("Statut inconnu");
  });

  it("writes amounts with two decimals and the upper-case currency code", () => {
    expect(formatAmountWithCode(26.9, "eur")).toBe("26.90 EUR");
    expect(formatAmountWithCode("1234.5", "eur")).toBe("1234.50 EUR");
    expect(formatAmountWithCode(0, "eur")).toBe("0.00 EUR");
  });

  it("writes dates as day, short month, year, hour and minute in Paris time", () => {
    expect(formatSaleDate("2026-11-22T13:05:00.000Z")).toBe("22 nov. 2026, 14:05");
    // Summer time: UTC+2.
    expect(formatSaleDate("2026-07-03T07:09:00.000Z")).toBe("3 juil. 2026, 09:09");
    // Just after midnight in Paris is still the previous day in UTC.
    expect(formatSaleDate("2026-01-31T23:30:00.000Z")).toBe("1 févr. 2026, 00:30");
    expect(formatSaleDate("pas une date")).toBe("—");
  });
});

// The drawer's status badge (saleStatusDisplay) is tested with its module, in sale-status.test.ts.
describe("the drawer's relative time", () => {
  it("says how long ago, in French", () => {
    const now = new Date("2026-11-22T14:05:00.000Z");
    expect(relativeSaleTime("2026-11-22T14:03:00.000Z", now)).toBe("il y a 2 minutes");
    expect(relativeSaleTime("2026-11-22T11:05:00.000Z", now)).toBe("il y a environ 3 heures");
    expect(relativeSaleTime("2026-11-22T14:05:20.000Z", now)).toBe("il y a moins d’une minute");
  });
});
