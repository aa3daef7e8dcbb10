import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CampaignStatus } from "../../shared/campaign";
import { api } from "../lib/api";

/** A row of GET /api/admin/campaigns (docs/api.md "Admin"). */
export type PendingCampaign = {
  id: string;
  association_name: string;
  contact_email: string | null;
  status: CampaignStatus;
  created_at: string;
  public_slug: string;
  booked_call_at: string | null;
};

export const pendingCampaignsQueryKey = ["admin", "campaigns", "waiting_rdv"] as const;

export const pendingCampaignsQueryOptions = queryOptions({
  queryKey: pendingCampaignsQueryKey,
  queryFn: ({ signal }) =>
    api<{ campaigns: PendingCampaign[] }>("/api/admin/campaigns?status=waiting_rdv", { signal }).then((d) => d.campaigns),
  staleTime: 0,
  meta: { errorMessage: "Impossible de charger les campagnes" },
});

export function usePendingCampaigns() {
  return useQuery(pendingCampaignsQueryOptions);
}

/** Admin 'Publier' (SPEC.md §4): the row leaves the list as soon as the server agrees. */
export function usePublishPendingCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(`/api/admin/campaigns/${encodeURIComponent(id)}/publish`, { method: "POST", body: {} }),
    meta: { errorMessage: "Impossible de publier la campagne" },
    onSuccess: (_data, id) => {
      queryClient.setQueryData<PendingCampaign[]>(pendingCampaignsQueryKey, (rows) => rows?.filter((row) => row.id !== id));
    },
  });
}
