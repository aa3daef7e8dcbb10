// Engine-independent: the decision to shrink a photo before its upload, a pure function.
import { describe, expect, it } from "vitest";
import { shrinkPlan } from "./photo-shrink";

const MB = 1024 * 1024;

describe("shrinking a photo before its upload (decision 043)", () => {
  it("draws a 12 MP phone photo again at the hero's stored size", () => {
    expect(shrinkPlan({ width: 4000, height: 3000, bytes: 6 * MB }, "campaign-heroes")).toEqual({
      shrink: true,
      width: 2133,
      height: 1600,
    });
    // Held upright (its size after the EXIF orientation): the height is what limits it.
    expect(shrinkPlan({ width: 3000, height: 4000, bytes: 6 * MB }, "campaign-heroes")).toEqual({
      shrink: true,
      width: 1200,
      height: 1600,
    });
  });

  it("brings a photo chosen as logo inside 512x512", () => {
    expect(shrinkPlan({ width: 4032, height: 3024, bytes: 5 * MB }, "campaign-logos")).toEqual({ shrink: true, width: 512, height: 384 });
  });

  it("sends a small picture as it is, and re-encodes a heavy one at its own size", () => {
    expect(shrinkPlan({ width: 800, height: 600, bytes: 200_000 }, "campaign-heroes")).toEqual({ shrink: false });
    expect(shrinkPlan({ width: 2400, height: 1600, bytes: 8 * MB }, "campaign-heroes")).toEqual({
      shrink: true,
      width: 2400,
      height: 1600,
    });
  });
});
