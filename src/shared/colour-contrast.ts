import { isHexColor } from "./campaign-rules";

// Campaign colours are chosen by the association, so the text on them is chosen by contrast (WCAG 2.x): the same rule
// on the campaign page (client/shop/campaign-page/branding.ts) and on the printed sharing kit (server/documents).

export const LIGHT_TEXT = "#ffffff";
/** The chocolate ink of the site, a little darker: readable on light and mid-tone brand colours. */
export const DARK_TEXT = "#1f1412";
const BLACK = "#000000";
/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG relative luminance of a #RRGGBB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * White or dark text on a background colour: white when it reads well, else the dark ink; on the few mid tones
 * where neither reaches 4.5:1, the better of white and pure black (one of them always does).
 */
export function readableTextOn(background: string): string {
  if (!isHexColor(background)) return DARK_TEXT;
  if (contrastRatio(LIGHT_TEXT, background) >= MIN_TEXT_CONTRAST) return LIGHT_TEXT;
  if (contrastRatio(DARK_TEXT, background) >= MIN_TEXT_CONTRAST) return DARK_TEXT;
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio(BLACK, background) ? LIGHT_TEXT : BLACK;
}
