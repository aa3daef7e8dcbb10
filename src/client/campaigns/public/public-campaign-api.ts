import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicCampaign } from "../../../shared/campaign";
import { api, ApiError } from "../../lib/api";

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

export const campaignBySlugKey = (slug: string) => ["campaigns", "by-slug", slug] as const;

export async function fetchCampaignBySlug(slug: string, signal?: AbortSignal): Promise<PublicCampaign> {
  const { campaign } = await api<{ campaign: PublicCampaign }>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}`, { signal });
  return campaign;
}

// A missing campaign is an answer the page shows ('Page introuvable'), not a toast.
export const campaignBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: campaignBySlugKey(slug),
    queryFn: ({ signal }) => fetchCampaignBySlug(slug, signal),
    meta: { silent: true },
  });

/**
 * The public page: embedded data first, else GET /api/campaigns/by-slug/:slug. An unpublished copy in the cache
 * (left by the preview) is always checked again: the member may have just published it.
 */
export function usePublicCampaign(slug: string) {
  return useQuery({
    ...campaignBySlugQuery(slug),
    initialData: () => embeddedCampaignFor(slug),
    staleTime: (query) => (query.state.data?.is_published ? 30_000 : 0),
  });
}

/** The preview always asks the server: the member may have saved a change a moment ago. */
export function usePreviewCampaign(slug: string) {
  return useQuery({ ...campaignBySlugQuery(slug), staleTime: 0, enabled: slug.length > 0 });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}
