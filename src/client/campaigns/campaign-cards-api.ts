import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignCard } from "../../shared/campaign";
import type { CampaignCardsResponse } from "../../shared/campaign-responses";
import { api } from "../lib/api";

export const campaignCardsQueryKey = (associationId: string) => ["associations", associationId, "campaigns"] as const;

export async function fetchCampaignCards(associationId: string, signal?: AbortSignal): Promise<CampaignCard[]> {
  const data = await api<CampaignCardsResponse | null>(`/api/associations/${encodeURIComponent(associationId)}/campaigns`, { signal });
  return data?.campaigns ?? [];
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
