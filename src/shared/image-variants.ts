// Decision 043: every uploaded logo and hero is also stored in the smaller sizes screens need, beside the original,
// under names made from the original's. The names alone say where the variants are, so the server's page, the
// browser's hydration and the link preview all write the same srcset from the URL the campaign holds, with nothing
// else to read or store.

export type UploadedImageKind = "campaign-logos" | "campaign-heroes";

/** The box an upload is fitted inside (never enlarged): a logo shows small, a hero covers a wide screen. */
export const STORED_BOXES = {
  "campaign-logos": { width: 512, height: 512 },
  "campaign-heroes": { width: 2400, height: 1600 },
} as const satisfies Record<UploadedImageKind, { width: number; height: number }>;

/**
 * The variants of each kind: a hero is a full-width photo, chosen by width (`w` descriptors against `sizes`); a logo
 * is a 40 px circle, chosen by the screen's density (`x` descriptors), each variant covering a square of its side.
 * A variant is never enlarged: for a smaller original it holds the original's pixels under its name.
 */
export const IMAGE_VARIANTS = {
  "campaign-heroes": { sizes: [480, 960, 1600, 2400], descriptor: "w" },
  "campaign-logos": { sizes: [40, 80], descriptor: "x" },
} as const satisfies Record<UploadedImageKind, { sizes: readonly number[]; descriptor: "w" | "x" }>;

/** The logo's side on the page, in CSS pixels: its 1x variant. */
export const LOGO_SIDE = 40;

/** The hero's variant a link preview shows: large enough for every network's card, a fraction of the original. */
export const PREVIEW_HERO_WIDTH = 1600;

// What our storage names an upload: {kind}/{association id}/{random uuid}.webp (server/uploads/service.ts), under
// /uploads/ (local) or the bucket's public address (S3). Any other address is someone else's picture: left as is.
const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const uploadedKey = new RegExp(`(campaign-heroes|campaign-logos)/(${uuid})/(${uuid})\\.webp$`);

/** The storage key of one of our uploads (`campaign-heroes/…/….webp`), read from its URL or key; null for any other. */
export function uploadedImageKey(url: string): { key: string; kind: UploadedImageKind } | null {
  const match = uploadedKey.exec(url);
  if (!match || (match.index > 0 && url[match.index - 1] !== "/")) return null;
  return { key: match[0], kind: match[1] as UploadedImageKind };
}

/** A variant's key or URL: `….webp` becomes `….w480.webp` (`.w` for every kind: the number is the size asked). */
export function variantOf(urlOrKey: string, size: number): string {
  return urlOrKey.replace(/\.webp$/, `.w${size}.webp`);
}

/** The `srcset` of one of our uploads, or undefined for any other address (the browser then loads `src`). */
export function srcSetOf(url: string | null | undefined): string | undefined {
  const uploaded = url ? uploadedImageKey(url) : null;
  if (!url || !uploaded) return undefined;
  const { sizes, descriptor } = IMAGE_VARIANTS[uploaded.kind];
  return sizes.map((size) => `${variantOf(url, size)} ${descriptor === "w" ? `${size}w` : `${size / sizes[0]}x`}`).join(", ");
}

/** The link preview's picture: the hero's mid-sized variant when it is ours, else the address as it is. */
export function previewImageOf(url: string): string {
  const uploaded = uploadedImageKey(url);
  return uploaded?.kind === "campaign-heroes" ? variantOf(url, PREVIEW_HERO_WIDTH) : url;
}
