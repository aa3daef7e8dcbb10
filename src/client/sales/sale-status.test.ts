import { describe, expect, it } from "vitest";
import { barsInSale, saleStatusDisplay } from "./sale-status";

describe("saleStatusDisplay", () => {
  it("maps the known statuses to their French label and colour", () => {
    expect(saleStatusDisplay("paid")).toEqual({ label: "Réussi", tone: "success" });
    expect(saleStatusDisplay("complete")).toEqual({ label: "Réussi", tone: "success" });
    expect(saleStatusDisplay("pending")).toEqual({ label: "En attente", tone: "warning" });
    expect(saleStatusDisplay("failed")).toEqual({ label: "Échoué", tone: "danger" });
  });

  it("says expired and unknown statuses in French, in grey", () => {
    expect(saleStatusDisplay("expired")).toEqual({ label: "Expiré", tone: "neutral" });
    expect(saleStatusDisplay("partially_refunded")).toEqual({ label: "Remboursée partiellement", tone: "warning" });
    expect(saleStatusDisplay("rembourse")).toEqual({ label: "Statut inconnu", tone: "neutral" });
  });
});

describe("barsInSale", () => {
  it("sums quantities, counting a missing quantity as 1", () => {
    expect(barsInSale([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(barsInSale([{ quantity: 2 }, {}])).toBe(3);
    expect(barsInSale([])).toBe(0);
    expect(barsInSale(null)).toBe(0);
  });
});
