import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCampaign,
  AdminCampaignDetail,
  AdminCampaignsOverviewPage,
  AdminCampaignsResponse,
  AdminTakedownResponse,
} from "../../shared/admin-responses";
import type { CampaignTakedown } from "../../shared/campaign";
import type { CampaignResponse } from "../../shared/campaign-responses";
import { api } from "../lib/api";
import { adminPagesOptions, filtersQuery, useRefreshAdmin } from "./admin-query";

// The campaigns in the admin area: those waiting for their call, the published ones, the overview of them all and a
// campaign's page; publication and takedown.

/** A row of GET /api/admin/campaigns. */
export type { AdminCampaign } from "../../shared/admin-responses";

/** The pending list of docs/product.md#admin-area. */
export type PendingCampaign = AdminCampaign;

const adminCampaignsQueryOptions = (status: "waiting_rdv" | "published") =>
  queryOptions({
    queryKey: ["admin", "campaigns", status] as const,
    queryFn: ({ signal }) => api<AdminCampaignsResponse>(`/api/admin/campaigns?status=${status}`, { signal }).then((d) => d.campaigns),
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

/** 'Campagnes' (docs/product.md#campaigns-overview): every campaign, searched by name or address, by status. */
export function useAdminCampaignsOverview(filters: { q?: string; status?: string }) {
  const query = filtersQuery(["q", "status"], filters);
  return useInfiniteQuery(
    adminPagesOptions<AdminCampaignsOverviewPage>(["campaigns-overview", query.toString()], "/api/admin/campaigns/overview", query),
  );
}

export function useAdminCampaign(id: string) {
  return useQuery({
    queryKey: ["admin", "campaign", id] as const,
    queryFn: ({ signal }) => api<AdminCampaignDetail>(`/api/admin/campaigns/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

/** Admin 'Publier' (docs/product.md#admin-area): the row leaves the pending list as soon as the server agrees. */
export function usePublishPendingCampaign() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      api<CampaignResponse>(`/api/admin/campaigns/${encodeURIComponent(id)}/publish`, { method: "POST", body: {} }),
    meta: { errorMessage: "Impossible de publier la campagne" },
    onSuccess: (_data, id) => {
      queryClient.setQueryData<PendingCampaign[]>(pendingCampaignsQueryKey, (rows) => rows?.filter((row) => row.id !== id));
      // Every admin read that shows the campaign (lists, its page) is read again.
      void refresh();
    },
  });
}

/** Admin 'Dépublier': the reason is mailed to the association by the server. */
export function useUnpublishCampaign() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, ...body }: CampaignTakedown & { id: string }) =>
      api<AdminTakedownResponse>(`/api/admin/campaigns/${encodeURIComponent(id)}/unpublish`, { method: "POST", body }),
    onSuccess: () => void refresh(),
  });
}
