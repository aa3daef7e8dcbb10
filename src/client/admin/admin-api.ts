import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CampaignStatus, CampaignTakedown } from "../../shared/campaign";
import { api } from "../lib/api";

/** A row of GET /api/admin/campaigns (docs/api.md "Admin"). */
export type AdminCampaign = {
  id: string;
  association_name: string;
  contact_email: string | null;
  status: CampaignStatus;
  created_at: string;
  public_slug: string;
  booked_call_at: string | null;
  is_published: boolean;
  published_at: string | null;
  /** Set when the team took the page down; the member can't republish it. */
  taken_down_at: string | null;
  takedown_reason: string | null;
};

/** The pending list of docs/product.md#admin-area. */
export type PendingCampaign = AdminCampaign;

const adminCampaignsQueryOptions = (status: "waiting_rdv" | "published") =>
  queryOptions({
    queryKey: ["admin", "campaigns", status] as const,
    queryFn: ({ signal }) =>
      api<{ campaigns: AdminCampaign[] }>(`/api/admin/campaigns?status=${status}`, { signal }).then((d) => d.campaigns),
    staleTime: 0,
    meta: { errorMessage: "Impossible de charger les campagnes" },
  });

export const pendingCampaignsQueryOptions = adminCampaignsQueryOptions("waiting_rdv");
export const pendingCampaignsQueryKey = pendingCampaignsQueryOptions.queryKey;
/** Validated campaigns, online or not: where the admin takes a page down or puts it back. */
export const publishedCampaignsQueryOptions = adminCampaignsQueryOptions("published");

export function usePendingCampaigns() {
  return useQuery(pendingCampaignsQueryOptions);
}

export function usePublishedCampaigns() {
  return useQuery(publishedCampaignsQueryOptions);
}

/** Admin 'Publier' (docs/product.md#admin-area): the row leaves the pending list as soon as the server agrees. */
export function usePublishPendingCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(`/api/admin/campaigns/${encodeURIComponent(id)}/publish`, { method: "POST", body: {} }),
    meta: { errorMessage: "Impossible de publier la campagne" },
    onSuccess: (_data, id) => {
      queryClient.setQueryData<PendingCampaign[]>(pendingCampaignsQueryKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries({ queryKey: publishedCampaignsQueryOptions.queryKey });
    },
  });
}

/** Admin 'Dépublier': the reason is mailed to the association by the server. */
export function useUnpublishCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CampaignTakedown & { id: string }) =>
      api<{ mailed: number }>(`/api/admin/campaigns/${encodeURIComponent(id)}/unpublish`, { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publishedCampaignsQueryOptions.queryKey }),
  });
}
