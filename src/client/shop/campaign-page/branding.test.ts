import { describe, expect, it } from "vitest";
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn, relativeLuminance } from "../../../shared/colour-contrast";
import { campaignBranding } from "./branding";

describe("relativeLuminance and contrastRatio", () => {
  it("match the WCAG reference values", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

describe("readableTextOn", () => {
  it("puts white text on dark colours", () => {
    expect(readableTextOn("#4A2C2A")).toBe(LIGHT_TEXT);
    expect(readableTextOn("#1d4ed8")).toBe(LIGHT_TEXT);
    expect(readableTextOn("#000000")).toBe(LIGHT_TEXT);
  });

  it("puts dark text on light colours, including the default rose and peach", () => {
    expect(readableTextOn("#FAD7C1")).toBe(DARK_TEXT);
    expect(readableTextOn("#ffffff")).toBe(DARK_TEXT);
    expect(readableTextOn("#B76E79")).toBe(DARK_TEXT);
    expect(readableTextOn("#facc15")).toBe(DARK_TEXT);
  });

  it("always reaches 4.5:1", () => {
    for (let v = 0; v <= 255; v += 5) {
      const grey = `#${v.toString(16).padStart(2, "0").repeat(3)}`;
      expect(contrastRatio(readableTextOn(grey), grey), grey).toBeGreaterThanOrEqual(4.5);
    }
    for (const colour of ["#B76E79", "#e11d48", "#16a34a", "#0ea5e9", "#777777", "#808080"]) {
      expect(contrastRatio(readableTextOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("falls back to the dark ink for an invalid colour", () => {
    expect(readableTextOn("rose")).toBe(DARK_TEXT);
  });
});

describe("campaignBranding", () => {
  it("uses the defaults of docs/product.md#constants when a colour is missing or malformed", () => {
    expect(campaignBranding({ branding_primary_color: null, branding_secondary_color: "nope" })).toMatchObject({
      primary: "#B76E79",
      secondary: "#FAD7C1",
    });
    expect(campaignBranding({ branding_primary_color: "#1d4ed8" })).toMatchObject({ primary: "#1d4ed8", onPrimary: LIGHT_TEXT });
  });
});
