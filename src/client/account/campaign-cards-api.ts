import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignCard } from "../../shared/campaign";
import { api, ApiError } from "../lib/api";

export const campaignCardsQueryKey = (associationId: string) => ["associations", associationId, "campaigns"] as const;

export async function fetchCampaignCards(associationId: string, signal?: AbortSignal): Promise<CampaignCard[]> {
  try {
    const data = await api<{ campaigns?: CampaignCard[] }>(`/api/associations/${encodeURIComponent(associationId)}/campaigns`, { signal });
    return data?.campaigns ?? [];
  } catch (error) {
    // Until the campaigns endpoint ships, a 404 simply means "no shop yet".
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const campaignCardsQueryOptions = (associationId: string) =>
  queryOptions({
    queryKey: campaignCardsQueryKey(associationId),
    queryFn: ({ signal }) => fetchCampaignCards(associationId, signal),
    meta: { errorMessage: "Erreur lors du chargement des données" },
  });

export function useCampaignCards(associationId: string | undefined) {
  return useQuery({
    ...campaignCardsQueryOptions(associationId ?? ""),
    enabled: Boolean(associationId),
  });
}
