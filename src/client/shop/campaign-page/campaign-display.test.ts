import { describe, expect, it } from "vitest";
import { products } from "../../../shared/catalogue";
import { campaignTitle, initials, productPriceCents, telHref } from "./campaign-display";

describe("initials", () => {
  it("takes the first letters of the first two significant words", () => {
    expect(initials("Club de Judo de Vannes")).toBe("CJ");
    expect(initials("Les Amis de l'École Jules Ferry")).toBe("AÉ");
    expect(initials("Les P'tits Loups & Cie")).toBe("PL");
    expect(initials("association sportive")).toBe("AS");
  });

  it("uses two letters of a single word, and copes with odd names", () => {
    expect(initials("Judo")).toBe("JU");
    expect(initials("Les")).toBe("LE");
    expect(initials("  ")).toBe("?");
    expect(initials("3 Chemins")).toBe("3C");
  });
});

describe("productPriceCents", () => {
  const noir = products.find((p) => p.id === "noir")!;
  it("uses the catalogue price unless the campaign sets its own", () => {
    expect(productPriceCents(noir, { chocolate_price_eur: null })).toBe(800);
    expect(productPriceCents(noir, { chocolate_price_eur: 9.5 })).toBe(950);
  });
});

describe("campaignTitle and telHref", () => {
  it("follow docs/product.md#page-metadata and make dialable links", () => {
    expect(campaignTitle({ seo_title: null, association_name: "Judo Club" })).toBe("Judo Club | Campagne");
    expect(campaignTitle({ seo_title: "Nos tablettes", association_name: "Judo Club" })).toBe("Nos tablettes");
    expect(telHref("06 12.34 56 78")).toBe("tel:0612345678");
    expect(telHref("+33 6 12 34 56 78")).toBe("tel:+33612345678");
  });
});
