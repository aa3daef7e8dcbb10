import type { CSSProperties } from "react";
import { campaignColors } from "../../../shared/campaign-rules";
import { readableTextOn } from "../../../shared/colour-contrast";

// The campaign page in the association's colours, with text that reads on them (shared/colour-contrast.ts).

export type Branding = { primary: string; onPrimary: string; secondary: string; onSecondary: string };

export function campaignBranding(colors: { branding_primary_color?: string | null; branding_secondary_color?: string | null }): Branding {
  const { primary, secondary } = campaignColors(colors);
  return { primary, onPrimary: readableTextOn(primary), secondary, onSecondary: readableTextOn(secondary) };
}

/** CSS variables read by the page's Tailwind classes, e.g. bg-(--campaign-primary). */
export function brandingVariables(branding: Branding): Record<string, string> {
  return {
    "--campaign-primary": branding.primary,
    "--campaign-on-primary": branding.onPrimary,
    "--campaign-secondary": branding.secondary,
    "--campaign-on-secondary": branding.onSecondary,
  };
}

export function brandingStyle(branding: Branding): CSSProperties {
  return brandingVariables(branding) as CSSProperties;
}
