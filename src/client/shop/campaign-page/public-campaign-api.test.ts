import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { parseEmbeddedCampaign } from "./embedded-campaign";
import { isNotFound } from "./public-campaign-api";

describe("parseEmbeddedCampaign", () => {
  it("reads the campaign the server embedded", () => {
    const text = JSON.stringify({ id: "c1", public_slug: "judo", association_name: "Judo", amount_raised_eur: 0 });
    expect(parseEmbeddedCampaign(text)).toMatchObject({ id: "c1", public_slug: "judo" });
  });

  it("ignores a missing, broken or foreign payload", () => {
    expect(parseEmbeddedCampaign(null)).toBeNull();
    expect(parseEmbeddedCampaign("")).toBeNull();
    expect(parseEmbeddedCampaign("{oops")).toBeNull();
    expect(parseEmbeddedCampaign("null")).toBeNull();
    expect(parseEmbeddedCampaign(JSON.stringify({ id: 1 }))).toBeNull();
  });
});

describe("isNotFound", () => {
  it("tells a missing campaign from a failed load", () => {
    expect(isNotFound(new ApiError("CAMPAIGN_NOT_FOUND", "Campagne introuvable ou non publiée", 404))).toBe(true);
    expect(isNotFound(new ApiError("NETWORK", "Une erreur est survenue", 0))).toBe(false);
    expect(isNotFound(new Error("boom"))).toBe(false);
  });
});
