import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "../lib/api";

/** One sale of the drawer (GET /api/campaigns/:id/sales), newest first. */
export type CampaignSale = {
  id: string;
  created_at: string;
  amount_total: string | number;
  currency: string;
  status: string;
  items: { name?: string; description?: string; quantity?: number | null }[];
};

export const campaignSalesQueryKey = (campaignId: string) => ["campaigns", campaignId, "sales"] as const;

export async function fetchCampaignSales(campaignId: string, signal?: AbortSignal): Promise<CampaignSale[]> {
  try {
    const data = await api<{ sales?: CampaignSale[] }>(`/api/campaigns/${encodeURIComponent(campaignId)}/sales`, { signal });
    return data?.sales ?? [];
  } catch (error) {
    // Until the sales endpoint ships, a 404 reads as "no sale yet".
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

// SPEC.md §8: sales load failures are only logged (no meta.errorMessage).
export const campaignSalesQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignSalesQueryKey(campaignId),
    queryFn: ({ signal }) => fetchCampaignSales(campaignId, signal),
  });

export function useCampaignSales(campaignId: string, enabled: boolean) {
  return useQuery({ ...campaignSalesQueryOptions(campaignId), enabled });
}
