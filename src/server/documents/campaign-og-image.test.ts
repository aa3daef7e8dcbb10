import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  campaignOgImagePng,
  campaignOgImageSvg,
  NAME_COLUMN,
  nameLines,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  textWidth,
  type OgImageCampaign,
} from "./campaign-og-image";

// The link preview's picture, read back as pixels: its size, the campaign's colours where they are painted, and the
// name's letters drawn inside the name's column (they are the only white on the dark blue there).

const campaign: OgImageCampaign = {
  association_name: 'Club <Échecs> & "Maths" de l\'école',
  branding_primary_color: "#1D3557",
  branding_secondary_color: "#E9C46A",
};
const PRIMARY = [0x1d, 0x35, 0x57];
const SECONDARY = [0xe9, 0xc4, 0x6a];

/** The picture's pixels, and the colour of one. */
async function pixels(png: Buffer) {
  // KEEP_PNG=/tmp/x.png keeps the file, to look at it.
  if (process.env.KEEP_PNG) writeFileSync(process.env.KEEP_PNG, png);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * info.channels;
    return [data[offset], data[offset + 1], data[offset + 2]];
  };
  /** How many pixels of the area [x0, x1) × [y0, y1) match `test`. */
  const count = (area: { x0: number; x1: number; y0: number; y1: number }, test: (rgb: number[]) => boolean) => {
    let n = 0;
    for (let y = area.y0; y < area.y1; y += 1) for (let x = area.x0; x < area.x1; x += 1) if (test(at(x, y))) n += 1;
    return n;
  };
  return { info, at, count };
}

const same = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 1);
const white = (rgb: number[]) => rgb.every((v) => v >= 245);
/** The name's column: left of the circle, between the line above the name and the one below. */
const NAME_AREA = { x0: 60, x1: NAME_COLUMN.left + NAME_COLUMN.width, y0: 140, y1: 455 };

describe("campaignOgImagePng", () => {
  it("is a 1200 × 630 PNG", async () => {
    const png = await campaignOgImagePng(campaign);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]);
    expect([OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]).toEqual([1200, 630]);
  });

  it("is painted in the campaign's colours: the primary behind, the secondary around the bar", async () => {
    const { at, count } = await pixels(await campaignOgImagePng(campaign));
    expect(at(10, 10)).toEqual(PRIMARY);
    expect(at(1190, 620)).toEqual(PRIMARY);
    // The circle's top, above the bar.
    expect(at(1040, 85)).toEqual(SECONDARY);
    const whole = { x0: 0, x1: OG_IMAGE_WIDTH, y0: 0, y1: OG_IMAGE_HEIGHT };
    expect(count(whole, (rgb) => same(rgb, PRIMARY)) / (OG_IMAGE_WIDTH * OG_IMAGE_HEIGHT)).toBeGreaterThan(0.4);
    expect(count(whole, (rgb) => same(rgb, SECONDARY)) / (OG_IMAGE_WIDTH * OG_IMAGE_HEIGHT)).toBeGreaterThan(0.08);
  });

  it("draws a name holding < & \" ' in letters, in a colour that reads on the primary", async () => {
    const svg = campaignOgImageSvg(campaign);
    // The name's lines, as an XML reader gives them back.
    const name = /<text [^>]*font-weight="700">(<tspan.*?)<\/text>/.exec(svg)![1];
    const lines = [...name.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(lines.join(" ")).toBe("Club &lt;Échecs&gt; &amp; &quot;Maths&quot; de l&apos;école");
    expect(svg).not.toContain("<Échecs>");
    // The same picture with the name as it is would not even be read: the escaping is what lets it render.
    await expect(
      sharp(Buffer.from(svg.replace("Club &lt;Échecs&gt;", "Club <Échecs>")))
        .png()
        .toBuffer(),
    ).rejects.toThrow();

    const { count } = await pixels(await campaignOgImagePng(campaign));
    const letters = count(NAME_AREA, white);
    expect(letters).toBeGreaterThan(8000);
    // A shorter name draws fewer letters: what is white there is the name.
    const { count: countShort } = await pixels(await campaignOgImagePng({ ...campaign, association_name: "Club" }));
    expect(countShort(NAME_AREA, white)).toBeLessThan(letters / 2);
    expect(countShort(NAME_AREA, white)).toBeGreaterThan(500);
  });

  it("draws a name with a control character pasted into it", async () => {
    const png = await campaignOgImagePng({ ...campaign, association_name: "Club\u0007 de\u0000 judo" });
    expect(campaignOgImageSvg({ ...campaign, association_name: "Club\u0007 de\u0000 judo" })).toContain(">Club de judo<");
    expect((await sharp(png).metadata()).width).toBe(OG_IMAGE_WIDTH);
  });

  it("writes dark letters on a pale primary colour", async () => {
    const pale = { ...campaign, branding_primary_color: "#FAD7C1" };
    const { count } = await pixels(await campaignOgImagePng(pale));
    expect(count(NAME_AREA, white)).toBe(0);
    expect(count(NAME_AREA, (rgb) => rgb.every((v) => v < 60))).toBeGreaterThan(8000);
  });

  it("keeps the longest name in its column, on three lines ending in '…'", async () => {
    const long = `${"Association Mémoire Mondiale Wallisienne ".repeat(4)}MMMMWWWW`;
    const { lines, size } = nameLines(long);
    expect(lines).toHaveLength(3);
    expect(lines[2].endsWith("…")).toBe(true);
    expect(lines.join(" ").replace("…", "")).toBe(long.slice(0, lines.join(" ").length - 1).trim());
    for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(NAME_COLUMN.width);
    // Drawn, no letter runs past the column: between it and the circle the primary colour stays untouched.
    const { count } = await pixels(await campaignOgImagePng({ ...campaign, association_name: long }));
    const margin = { x0: NAME_COLUMN.left + NAME_COLUMN.width + 2, x1: 785, y0: 0, y1: OG_IMAGE_HEIGHT };
    expect(count(margin, (rgb) => !same(rgb, PRIMARY))).toBe(0);
    expect(count(NAME_AREA, white)).toBeGreaterThan(8000);
  });

  it("takes the largest size a name holds at: one short line big, a longer name smaller", () => {
    expect(nameLines("Club de judo")).toEqual({ size: 88, lines: ["Club de judo"] });
    expect(nameLines("Judo")).toEqual({ size: 88, lines: ["Judo"] });
    // A compound name that holds on a line stays whole; one that does not breaks after a hyphen.
    expect(nameLines("APE de l'école Jules-Ferry")).toEqual({ size: 88, lines: ["APE de", "l'école", "Jules-Ferry"] });
    const compound = nameLines("Saint-Jean-de-Luz-sur-Mer-les-Bains");
    expect(compound.lines).toEqual(["Saint-Jean-", "de-Luz-sur-", "Mer-les-Bains"]);
    expect(compound.size).toBe(88);
    const school = nameLines("Association des parents d'élèves de l'école Jules-Ferry");
    expect(school.lines.join(" ")).toBe("Association des parents d'élèves de l'école Jules-Ferry");
    expect(school.lines).toHaveLength(3);
    expect(school.size).toBeLessThan(88);
    // A word wider than the column is cut where it must, never drawn past it.
    const word = nameLines("Anticonstitutionnellementissimeeeeeeeeeeeeeeeeee");
    for (const line of word.lines) expect(textWidth(line, word.size)).toBeLessThanOrEqual(NAME_COLUMN.width);
    expect(word.lines.join("")).toBe("Anticonstitutionnellementissimeeeeeeeeeeeeeeeeee");
  });

  it("names a generic family last, so that a machine without DejaVu draws the text all the same", () => {
    expect(campaignOgImageSvg(campaign)).toMatch(/font-family="[^"]*DejaVu Sans[^"]*, sans-serif"/);
  });
});
