import { describe, expect, it } from "vitest";
import { saleStatuses, saleStatusText, saleStatusTexts, settledSaleStatuses } from "./order-status";

describe("sale status texts", () => {
  it("gives every status its French texts, none of them the raw status", () => {
    for (const status of saleStatuses) {
      const text = saleStatusTexts[status];
      expect(text.badge).not.toBe(status);
      expect(text.ledger).not.toBe(status);
    }
  });

  it("reads 'complete' as 'paid'; a paid order counts until it is refunded in full", () => {
    expect(saleStatusText("complete")).toEqual(saleStatusText("paid"));
    const paidOnce = saleStatuses.filter((status) => saleStatusTexts[status].outcome === "paid");
    expect(paidOnce.filter((status) => status !== "refunded")).toEqual([...settledSaleStatuses]);
    expect(saleStatusText("partially_refunded").badge).toBe("Remboursée partiellement");
    expect(saleStatusText("refunded").badge).toBe("Remboursée");
  });

  it("says an unknown status in French", () => {
    expect(saleStatusText("rembourse")).toEqual({ badge: "Statut inconnu", ledger: "Statut inconnu", tone: "neutral", outcome: "unknown" });
  });
});
