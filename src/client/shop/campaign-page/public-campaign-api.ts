import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicCampaign } from "../../../shared/campaign";
import type { PublicCampaignResponse } from "../../../shared/campaign-responses";
import { api, ApiError } from "../../lib/api";
import { embeddedCampaignFor } from "./embedded-campaign";

export const campaignBySlugKey = (slug: string) => ["campaigns", "by-slug", slug] as const;

export async function fetchCampaignBySlug(slug: string, signal?: AbortSignal): Promise<PublicCampaign> {
  const { campaign } = await api<PublicCampaignResponse>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}`, { signal });
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

/**
 * The preview always asks the server (the member may have saved a change a moment ago), and shows a live page with
 * the changes not yet published (decision 037), apart from the public page's cache.
 */
export function usePreviewCampaign(slug: string) {
  return useQuery({
    queryKey: ["campaigns", "preview", slug],
    queryFn: async ({ signal }) =>
      (await api<PublicCampaignResponse>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}?apercu=1`, { signal })).campaign,
    meta: { silent: true },
    staleTime: 0,
    enabled: slug.length > 0,
  });
}

/** Decision 037: the association closed its shop ('Dépublier'); it may open it again. */
export function isClosed(error: unknown): boolean {
  return error instanceof ApiError && error.code === "CAMPAIGN_CLOSED";
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}
