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

  it("reads 'complete' as 'paid', and only those two as money received", () => {
    expect(saleStatusText("complete")).toEqual(saleStatusText("paid"));
    expect(saleStatuses.filter((status) => saleStatusTexts[status].outcome === "paid")).toEqual([...settledSaleStatuses]);
  });

  it("says an unknown status in French", () => {
    expect(saleStatusText("refunded")).toEqual({ badge: "Statut inconnu", ledger: "Statut inconnu", tone: "neutral", outcome: "unknown" });
  });
});
