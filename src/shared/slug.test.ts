// Engine-independent: pure functions on strings.
import { describe, expect, it } from "vitest";
import { reservedSlugs, slugFromName, withAddressNumber } from "./slug";

describe("slugFromName", () => {
  it("follows docs/product.md#slugs with accents folded, and carries no time stamp", () => {
    expect(slugFromName("Les Amis de l'École Jules Ferry")).toBe("les-amis-de-l-ecole-jules-ferry");
    expect(slugFromName("  --Club  N°1!! ")).toBe("club-n-1");
  });

  it("never produces an address shorter than a slug may be", () => {
    expect(slugFromName("!!!")).toBe("campagne");
    expect(slugFromName("AB")).toBe("campagne-ab");
  });

  it("cuts a long name at a word boundary", () => {
    const slug = slugFromName("Association des parents d'élèves de l'école élémentaire publique des Tilleuls de Montreuil");
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe("association-des-parents-d-eleves-de-l-ecole-elementaire");
  });

  it("numbers a clash from 2", () => {
    expect(withAddressNumber("ape-tilleuls", 2)).toBe("ape-tilleuls-2");
  });

  it("reserves the route words", () => {
    expect(reservedSlugs.has("create")).toBe(true);
  });
});
