import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicCampaign } from "../../shared/campaign";
import { api } from "../lib/api";

export const publicCampaignQueryKey = (slug: string) => ["campaigns", "by-slug", slug] as const;

export function fetchPublicCampaign(slug: string, signal?: AbortSignal) {
  return api<PublicCampaign>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}`, { signal });
}

// A missing campaign is an expected answer shown on the page, not a toast (SPEC.md §2 "Page introuvable").
export const publicCampaignQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: publicCampaignQueryKey(slug),
    queryFn: ({ signal }) => fetchPublicCampaign(slug, signal),
    retry: false,
    meta: { silent: true },
  });

export function usePublicCampaign(slug: string) {
  return useQuery(publicCampaignQueryOptions(slug));
}
