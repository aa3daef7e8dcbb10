import { describe, expect, it } from "vitest";
import { campaignColors, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isHexColor } from "./campaign-rules";

describe("isHexColor (docs/product.md#creation-form: #RRGGBB)", () => {
  it.each(["#B76E79", "#fad7c1", "#000000", "#FFFFFF", "#1d4ED8"])("accepts %s", (colour) => {
    expect(isHexColor(colour)).toBe(true);
  });

  it.each(["B76E79", "#B76E7", "#B76E790", "#GGGGGG", "#fff", " #B76E79", "rose", "", null, undefined, 0xb76e79])(
    "refuses %o",
    (colour) => {
      expect(isHexColor(colour)).toBe(false);
    },
  );
});

describe("campaignColors", () => {
  it("keeps the association's colours", () => {
    expect(campaignColors({ branding_primary_color: "#1d4ed8", branding_secondary_color: "#facc15" })).toEqual({
      primary: "#1d4ed8",
      secondary: "#facc15",
    });
  });

  it("falls back to the defaults of docs/product.md#constants when a colour is missing or malformed", () => {
    expect([DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR]).toEqual(["#B76E79", "#FAD7C1"]);
    expect(campaignColors({})).toEqual({ primary: "#B76E79", secondary: "#FAD7C1" });
    expect(campaignColors({ branding_primary_color: null, branding_secondary_color: "nope" })).toEqual({
      primary: "#B76E79",
      secondary: "#FAD7C1",
    });
  });
});
