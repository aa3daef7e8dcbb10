// A campaign's rules as plain values and functions, without zod: the donor's campaign page colours itself with
// them, and campaign.ts builds the campaign schemas on them. Kept free of zod (campaign-entry.test.ts,
// eslint.config.js).

/** Default colours (docs/product.md#constants). */
export const DEFAULT_PRIMARY_COLOR = "#B76E79";
export const DEFAULT_SECONDARY_COLOR = "#FAD7C1";
export const MAX_MESSAGE_LENGTH = 300;
export const SEO_DESCRIPTION_HINT = 160;

/** docs/product.md#creation-form: colours are #RRGGBB. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR_PATTERN.test(value);
}

/** A campaign's two colours, each replaced by its default when missing or malformed. */
export function campaignColors(colors: { branding_primary_color?: string | null; branding_secondary_color?: string | null }): {
  primary: string;
  secondary: string;
} {
  return {
    primary: isHexColor(colors.branding_primary_color) ? colors.branding_primary_color : DEFAULT_PRIMARY_COLOR,
    secondary: isHexColor(colors.branding_secondary_color) ? colors.branding_secondary_color : DEFAULT_SECONDARY_COLOR,
  };
}
