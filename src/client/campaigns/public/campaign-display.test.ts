import { describe, expect, it } from "vitest";
import { products } from "../../../shared/catalogue";
import { campaignTitle, initials, productPriceCents, progressLabel, progressPercent, telHref } from "./campaign-display";

const normalize = (text: string) => text.replace(/\s/g, " ");

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

describe("progressPercent", () => {
  it("is raised / goal × 100, capped at 100", () => {
    expect(progressPercent(2500, 5000)).toBe(50);
    expect(progressPercent(0, 1500)).toBe(0);
    expect(progressPercent(1234.5, 5000)).toBeCloseTo(24.69, 2);
    expect(progressPercent(7000, 5000)).toBe(100);
  });

  it("is 0 for a missing or zero goal", () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
  });
});

describe("progressLabel", () => {
  it("formats both amounts in fr-FR with two decimals", () => {
    expect(normalize(progressLabel(1234.5, 5000))).toBe("Collecte en cours : 1 234,50 € / 5 000,00 €");
    expect(normalize(progressLabel(0, 1500))).toBe("Collecte en cours : 0,00 € / 1 500,00 €");
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
