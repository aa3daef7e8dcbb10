import { describe, expect, it } from "vitest";
import { carriesHandOverCode, handOverUrl, nameLetter, productColumns, referenceFromScan } from "./distribution-rules";

// docs/product.md#handing-over: what a scanned code means, who gets one, how the list is grouped.

describe("referenceFromScan", () => {
  it("reads the hand-over address of any host, or a bare reference typed or scanned", () => {
    expect(referenceFromScan("https://boutique-solidaire.fr/remise/BS-ABCD2345")).toBe("BS-ABCD2345");
    expect(referenceFromScan("http://localhost:3000/remise/bs-abcd2345/")).toBe("BS-ABCD2345");
    expect(referenceFromScan(handOverUrl("https://exemple.fr/", "BS-ABCD2345"))).toBe("BS-ABCD2345");
    expect(referenceFromScan("  bs-abcd2345 ")).toBe("BS-ABCD2345");
  });

  it("refuses anything else", () => {
    expect(referenceFromScan("https://exemple.fr/c/judo")).toBeNull();
    expect(referenceFromScan("https://exemple.fr/remise/BS-1%2F2/x")).toBeNull();
    expect(referenceFromScan("WIFI:S:reseau;T:WPA;P:secret;;")).toBeNull();
    expect(referenceFromScan("")).toBeNull();
  });
});

describe("carriesHandOverCode", () => {
  const paidPickup = { status: "paid", delivery_mode: "pickup", fulfilment_status: "to_prepare", bars: 2 };
  it("is for paid pick-up orders with bars, not handed over or cancelled", () => {
    expect(carriesHandOverCode(paidPickup)).toBe(true);
    expect(carriesHandOverCode({ ...paidPickup, status: "partially_refunded" })).toBe(true);
    expect(carriesHandOverCode({ ...paidPickup, status: "pending" })).toBe(false);
    expect(carriesHandOverCode({ ...paidPickup, status: "refunded" })).toBe(false);
    expect(carriesHandOverCode({ ...paidPickup, delivery_mode: "home_delivery" })).toBe(false);
    expect(carriesHandOverCode({ ...paidPickup, bars: 0 })).toBe(false);
    expect(carriesHandOverCode({ ...paidPickup, fulfilment_status: "handed_over" })).toBe(false);
  });
});

describe("the list's groups and columns", () => {
  it("groups by the first letter, accents aside", () => {
    expect(["Élodie", "arthur", "Œ", "2e équipe", " zoé"].map(nameLetter)).toEqual(["E", "A", "#", "#", "Z"]);
  });

  it("orders the product columns as the catalogue", () => {
    const orders = [
      { products: [{ product_id: "blanc", name: "Blanc" }] },
      {
        products: [
          { product_id: "x", name: "X" },
          { product_id: "noir", name: "Noir" },
        ],
      },
    ];
    expect(productColumns(orders, ["noir", "praline", "blanc"]).map((p) => p.product_id)).toEqual(["noir", "blanc", "x"]);
  });
});
