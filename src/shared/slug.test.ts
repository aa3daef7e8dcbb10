import { describe, expect, it } from "vitest";
import { generateSlug, reservedSlugs } from "./slug";

describe("generateSlug", () => {
  it("follows docs/product.md#slugs with accents folded", () => {
    expect(generateSlug("Les Amis de l'École Jules Ferry", 1700000000000)).toBe("les-amis-de-l-ecole-jules-ferry-1700000000000");
    expect(generateSlug("  --Club  N°1!! ", 42)).toBe("club-n-1-42");
  });

  it("never produces an empty base", () => {
    expect(generateSlug("!!!", 7)).toBe("campagne-7");
  });

  it("reserves the route words", () => {
    expect(reservedSlugs.has("create")).toBe(true);
  });
});
