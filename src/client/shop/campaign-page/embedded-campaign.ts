import type { PublicCampaign } from "../../../shared/campaign";

// The server embeds the campaign in the page it sends for /c/:slug and /campaign/:slug (docs/api.md), so a
// first visit renders without a request; client-side navigations fetch it by slug.

/** Same id as CAMPAIGN_DATA_ID in src/server/pages/routes.ts. */
export const CAMPAIGN_DATA_ID = "campaign-data";

/** The embedded JSON, if it looks like a campaign; anything else is ignored (and the page fetches instead). */
export function parseEmbeddedCampaign(text: string | null | undefined): PublicCampaign | null {
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null) return null;
    const c = data as Partial<PublicCampaign>;
    return typeof c.id === "string" && typeof c.public_slug === "string" && typeof c.association_name === "string"
      ? (data as PublicCampaign)
      : null;
  } catch {
    return null;
  }
}

let embedded: PublicCampaign | null | undefined;

/** The campaign embedded in this page load, read once; only when it is the one the route asks for. */
export function embeddedCampaignFor(slug: string): PublicCampaign | undefined {
  if (embedded === undefined) {
    embedded = typeof document === "undefined" ? null : parseEmbeddedCampaign(document.getElementById(CAMPAIGN_DATA_ID)?.textContent);
  }
  return embedded && embedded.public_slug === slug ? embedded : undefined;
}
