// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { campaignPath, leaveSellerLink, sellerCodeFromPath } from "./seller-link";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("sellerCodeFromPath", () => {
  it("reads the code of a seller link to this campaign", () => {
    expect(sellerCodeFromPath("/c/ecole-des-pins/v/k7m2p9qa", "ecole-des-pins")).toBe("k7m2p9qa");
    expect(sellerCodeFromPath("/c/ecole-des-pins/v/k7m2p9qa/", "ecole-des-pins")).toBe("k7m2p9qa");
    // Read aloud and typed in capitals from a flyer: the same code.
    expect(sellerCodeFromPath("/c/ecole-des-pins/v/K7M2P9QA", "ecole-des-pins")).toBe("k7m2p9qa");
  });

  it("ignores other pages, other campaigns and codes that can't be one", () => {
    expect(sellerCodeFromPath("/c/ecole-des-pins", "ecole-des-pins")).toBeNull();
    expect(sellerCodeFromPath("/preview/c/ecole-des-pins/v/k7m2p9qa", "ecole-des-pins")).toBeNull();
    expect(sellerCodeFromPath("/c/judo/v/k7m2p9qa", "ecole-des-pins")).toBeNull();
    expect(sellerCodeFromPath("/c/ecole-des-pins/v/k7m2p9q", "ecole-des-pins")).toBeNull();
    expect(sellerCodeFromPath("/c/ecole-des-pins/v/k7m2p9q0", "ecole-des-pins")).toBeNull();
    expect(sellerCodeFromPath("/c/ecole-des-pins/v/k7m2p9qa/autre", "ecole-des-pins")).toBeNull();
  });
});

describe("leaveSellerLink", () => {
  it("puts the campaign's own address back, keeping the query and the fragment", () => {
    window.history.replaceState(null, "", "/c/ecole-des-pins/v/k7m2p9qa?paiement=annule#chocolats");
    leaveSellerLink("ecole-des-pins");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/c/ecole-des-pins?paiement=annule#chocolats");
  });

  it("leaves any other address alone", () => {
    window.history.replaceState(null, "", "/preview/c/ecole-des-pins");
    leaveSellerLink("ecole-des-pins");
    expect(window.location.pathname).toBe("/preview/c/ecole-des-pins");
    expect(campaignPath("école")).toBe("/c/%C3%A9cole");
  });
});
