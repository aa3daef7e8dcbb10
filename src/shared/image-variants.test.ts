// Engine-independent: pure functions on addresses.
import { describe, expect, it } from "vitest";
import { previewImageOf, srcSetOf, uploadedImageKey } from "./image-variants";

const asso = "0b6f3c2e-1a2b-4c3d-8e9f-0123456789ab";
const name = "5d1e2f3a-4b5c-4d6e-8f70-123456789abc";

describe("image variants (decision 043)", () => {
  it("names a hero's widths beside the original, local or on S3", () => {
    const local = `/uploads/campaign-heroes/${asso}/${name}.webp`;
    const base = `/uploads/campaign-heroes/${asso}/${name}`;
    expect(srcSetOf(local)).toBe(`${base}.w480.webp 480w, ${base}.w960.webp 960w, ${base}.w1600.webp 1600w, ${base}.w2400.webp 2400w`);
    const s3 = `https://cdn.exemple.fr/campaign-heroes/${asso}/${name}.webp`;
    expect(srcSetOf(s3)).toContain(`https://cdn.exemple.fr/campaign-heroes/${asso}/${name}.w480.webp 480w`);
    expect(uploadedImageKey(s3)).toEqual({ key: `campaign-heroes/${asso}/${name}.webp`, kind: "campaign-heroes" });
  });

  it("gives a logo its 1x and 2x", () => {
    const logo = `/uploads/campaign-logos/${asso}/${name}.webp`;
    const base = `/uploads/campaign-logos/${asso}/${name}`;
    expect(srcSetOf(logo)).toBe(`${base}.w40.webp 1x, ${base}.w80.webp 2x`);
  });

  it("leaves other sites' pictures and look-alikes as they are", () => {
    for (const url of [
      "https://cdn.exemple.fr/logo.webp",
      "/uploads/campaign-heroes/a/b.webp",
      `/uploads/xcampaign-heroes/${asso}/${name}.webp`,
      `/uploads/campaign-heroes/${asso}/${name}.webp?v=2`,
      null,
      undefined,
    ]) {
      expect(srcSetOf(url), String(url)).toBeUndefined();
    }
  });

  it("shows a hero of ours in link previews by its 1600 px variant", () => {
    expect(previewImageOf(`/uploads/campaign-heroes/${asso}/${name}.webp`)).toBe(`/uploads/campaign-heroes/${asso}/${name}.w1600.webp`);
    expect(previewImageOf(`/uploads/campaign-logos/${asso}/${name}.webp`)).toBe(`/uploads/campaign-logos/${asso}/${name}.webp`);
    expect(previewImageOf("https://cdn.exemple.fr/og.png")).toBe("https://cdn.exemple.fr/og.png");
  });
});
