import sharp from "sharp";
import type { Campaign } from "../../shared/campaign";
import { CHOCOLATE, CHOCOLATE_LIGHT, sharingInks } from "./campaign-poster";

// The picture a link to a campaign shows in WhatsApp, Facebook or a mail (Open Graph, docs/product.md#page-metadata):
// the campaign's name on its colours beside a bar of chocolate. Drawn as SVG and rasterised by sharp (librsvg): no
// browser, made again from the campaign's data each time.

/** The size link previews ask for: 1.91:1, 1200 pixels wide so that it stays crisp on a large screen. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** What the picture shows of a campaign: the campaign itself may be passed. */
export type OgImageCampaign = Pick<Campaign, "association_name" | "branding_primary_color" | "branding_secondary_color">;

// librsvg takes the first family fontconfig finds: DejaVu Sans is there on Debian (fonts-dejavu-core), Liberation or
// Arial elsewhere; 'sans-serif' lets fontconfig pick any installed one rather than draw no text.
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export const NAME_COLUMN = { left: 80, width: 680 };
const NAME_SIZES = [88, 80, 72, 64, 58, 52, 46];
const NAME_LINES = 3;
const LINE_HEIGHT = 1.12;

/** Text as it may sit in SVG: the five characters XML gives a meaning to, as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

// No font metrics without a browser: the advance widths of DejaVu Sans Bold, the widest of the fonts above, in
// thousandths of an em, so that a line measured here never runs wider once drawn.
const LOWER = [
  675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582,
];
const UPPER = [
  774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725,
];
const OTHERS: Record<string, number> = {
  " ": 348,
  "'": 306,
  "-": 415,
  ".": 380,
  ",": 380,
  ":": 400,
  ";": 400,
  "!": 456,
  "?": 580,
  "(": 457,
  ")": 457,
  "/": 365,
  '"': 521,
  "&": 872,
  "<": 838,
  ">": 838,
  "–": 500,
  "’": 380,
  "«": 646,
  "»": 646,
  "€": 696,
  "%": 1002,
  œ: 1094,
  Œ: 1167,
  æ: 1048,
  Æ: 1085,
};

/** A character's width in em; an accented letter is as wide as its letter, anything else a little over an em. */
function emWidth(char: string): number {
  const base = char.normalize("NFD")[0] ?? char;
  const code = base.charCodeAt(0);
  if (code >= 97 && code <= 122) return LOWER[code - 97] / 1000;
  if (code >= 65 && code <= 90) return UPPER[code - 65] / 1000;
  if (code >= 48 && code <= 57) return 0.696;
  return (OTHERS[base] ?? 1100) / 1000;
}

/** The width of `text` at `size` pixels, as drawn by the widest font of the list. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) em += emWidth(char);
  return em * size;
}

/**
 * The pieces a line may break between: the words, and the parts of a compound too wide for a line of its own
 * ('Anne-de-Bretagne' as 'Anne-de-' and 'Bretagne'); `glue` is what joins a piece to the one before on a line.
 */
function pieces(text: string, size: number, width: number): { text: string; glue: string }[] {
  return text.split(" ").flatMap((word) => {
    if (textWidth(word, size) <= width) return [{ text: word, glue: " " }];
    return (word.match(/[^-]+-*|-+/g) ?? [word]).map((part, index) => ({ text: part, glue: index === 0 ? " " : "" }));
  });
}

/** `text` in lines of at most `width` at `size`; a piece wider than a line is cut where it must. */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces(text, size, width)) {
    const candidate = line === "" ? piece.text : line + piece.glue + piece.text;
    if (textWidth(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    line = piece.text;
    while (textWidth(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

// Control characters have no place in XML: one pasted into a name would stop the picture from being drawn.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** The name's lines and size: the largest that holds in three lines, else the smallest, the third line ending in '…'. */
export function nameLines(name: string): { size: number; lines: string[] } {
  const text = name.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  for (const size of NAME_SIZES) {
    const lines = wrap(text, size, NAME_COLUMN.width);
    if (lines.length <= NAME_LINES) return { size, lines };
  }
  const size = NAME_SIZES[NAME_SIZES.length - 1];
  const lines = wrap(text, size, NAME_COLUMN.width).slice(0, NAME_LINES);
  let last = lines[NAME_LINES - 1];
  while (last.length > 0 && textWidth(`${last}…`, size) > NAME_COLUMN.width) last = last.slice(0, -1);
  lines[NAME_LINES - 1] = `${last.replace(/[\s,;:-]+$/, "")}…`;
  return { size, lines };
}

/** A bar of chocolate, squares moulded in, half out of its wrapper; centred on (cx, cy), tilted. */
function chocolateBarSvg(cx: number, cy: number, wrapper: string, band: string): string {
  const width = 210;
  const height = 300;
  const gap = 11;
  const square = (width - 4 * gap) / 3;
  const squares: string[] = [];
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 3; col += 1)
      squares.push(
        `<rect x="${gap + col * (square + gap)}" y="${gap + row * (square + gap)}" width="${square}" height="${square}" rx="8" fill="${CHOCOLATE_LIGHT}"/>`,
      );
  const wrapperTop = height * 0.52;
  return [
    `<g transform="translate(${cx} ${cy}) rotate(-12) translate(${-width / 2} ${-height / 2})">`,
    `<rect x="10" y="14" width="${width}" height="${height}" rx="16" fill="#000000" opacity="0.18"/>`,
    `<rect width="${width}" height="${height}" rx="16" fill="${CHOCOLATE}"/>`,
    ...squares,
    `<rect x="-6" y="${wrapperTop}" width="${width + 12}" height="${height - wrapperTop + 6}" rx="14" fill="${wrapper}"/>`,
    `<rect x="-6" y="${wrapperTop + 46}" width="${width + 12}" height="42" fill="${band}"/>`,
    `</g>`,
  ].join("");
}

/** The picture as SVG text: the campaign's name on its primary colour, its secondary behind the bar. */
export function campaignOgImageSvg(campaign: OgImageCampaign): string {
  const inks = sharingInks(campaign);
  const { size, lines } = nameLines(campaign.association_name);
  const lineHeight = size * LINE_HEIGHT;
  // The name's block is centred between the line above it and the one below.
  const blockTop = 140 + (310 - lines.length * lineHeight) / 2;
  const name = lines
    .map(
      (line, index) =>
        `<tspan x="${NAME_COLUMN.left}" y="${Math.round(blockTop + size * 0.92 + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const text = `font-family="${FONT_FAMILY}" fill="${inks.onPrimary}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="${inks.primary}"/>`,
    `<circle cx="1040" cy="315" r="250" fill="${inks.secondary}"/>`,
    chocolateBarSvg(1030, 318, inks.primary, inks.secondary === inks.primary ? "#ffffff" : inks.secondary),
    `<text ${text} x="${NAME_COLUMN.left}" y="120" font-size="26" font-weight="700" letter-spacing="4" opacity="0.85">VENTE SOLIDAIRE DE CHOCOLAT</text>`,
    `<text ${text} font-size="${size}" font-weight="700">${name}</text>`,
    `<text ${text} font-size="30"><tspan x="${NAME_COLUMN.left}" y="500">Chocolat bio et équitable,</tspan><tspan x="${NAME_COLUMN.left}" y="540">20 % pour nos projets</tspan></text>`,
    `<text ${text} x="${NAME_COLUMN.left}" y="592" font-size="22" font-weight="700" opacity="0.8">Boutique Solidaire</text>`,
    `</svg>`,
  ].join("");
}

/** The picture as PNG bytes, 1200 × 630. */
export function campaignOgImagePng(campaign: OgImageCampaign): Promise<Buffer> {
  return sharp(Buffer.from(campaignOgImageSvg(campaign)))
    .png()
    .toBuffer();
}
