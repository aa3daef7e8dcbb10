import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCampaignDetail,
  AdminCampaignsOverviewPage,
  AdminOrderDetail,
  AdminOrdersPage,
  FulfilmentChangeResponse,
  Preparation,
  PreparationParcelsPage,
  RefundResponse,
} from "../../../shared/admin-order-responses";
import type { RefundRequest, ShipOrders } from "../../../shared/admin";
import { api } from "../../lib/api";

// The back-office's reads and actions (docs/api.md "Back-office"). Every list is read fresh (staleTime 0): orders
// move under the workshop's feet, and a figure on screen must be the server's.

/** The filters of 'Commandes', as the address holds them (names of adminOrdersQuerySchema). */
export type OrderFilters = Partial<
  Record<"campaign_id" | "payment_status" | "fulfilment_status" | "delivery_mode" | "from" | "to" | "q", string>
>;

const orderFilterNames = ["campaign_id", "payment_status", "fulfilment_status", "delivery_mode", "from", "to", "q"] as const;

/** The query string of a filtered list (empty filters left out), shared by the list and its CSV export. */
export function orderFiltersQuery(filters: OrderFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of orderFilterNames) {
    const value = filters[name]?.trim();
    if (value) query.set(name, value);
  }
  return query;
}

export function ordersCsvUrl(filters: OrderFilters): string {
  const query = orderFiltersQuery(filters).toString();
  return query ? `/api/admin/orders.csv?${query}` : "/api/admin/orders.csv";
}

export const PACKING_SLIPS_URL = "/api/admin/preparation/packing-slips.pdf";
export const SHIPPING_CSV_URL = "/api/admin/preparation/shipping.csv";

const withCursor = (query: URLSearchParams, cursor: string | null) => {
  const next = new URLSearchParams(query);
  if (cursor) next.set("cursor", cursor);
  return next;
};

export function useAdminOrders(filters: OrderFilters) {
  const query = orderFiltersQuery(filters);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "orders", query.toString()] as const,
      queryFn: ({ pageParam, signal }) => api<AdminOrdersPage>(`/api/admin/orders?${withCursor(query, pageParam)}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      staleTime: 0,
    }),
  );
}

const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["admin", "order", id] as const,
    queryFn: ({ signal }) => api<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });

export function useAdminOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

export function useAdminCampaignsOverview(filters: { q?: string; status?: string }) {
  const query = new URLSearchParams();
  if (filters.q?.trim()) query.set("q", filters.q.trim());
  if (filters.status) query.set("status", filters.status);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "campaigns-overview", query.toString()] as const,
      queryFn: ({ pageParam, signal }) =>
        api<AdminCampaignsOverviewPage>(`/api/admin/campaigns/overview?${withCursor(query, pageParam)}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      staleTime: 0,
    }),
  );
}

export function useAdminCampaign(id: string) {
  return useQuery({
    queryKey: ["admin", "campaign", id] as const,
    queryFn: ({ signal }) => api<AdminCampaignDetail>(`/api/admin/campaigns/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

/** The parcels of one kind, a page at a time, oldest first. */
export function usePreparationParcels(kind: "home" | "campaign") {
  const query = new URLSearchParams({ kind });
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "preparation", "parcels", kind] as const,
      queryFn: ({ pageParam, signal }) =>
        api<PreparationParcelsPage>(`/api/admin/preparation/parcels?${withCursor(query, pageParam)}`, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      staleTime: 0,
    }),
  );
}

export function usePreparation() {
  return useQuery({
    queryKey: ["admin", "preparation"] as const,
    queryFn: ({ signal }) => api<Preparation>("/api/admin/preparation", { signal }),
    staleTime: 0,
  });
}

/** After any change to orders, every admin read is read again from the server. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ["admin"] });
}

/** 'Marquer expédiée': one parcel or several, each with its carrier and tracking number. */
export function useShipOrders() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: ShipOrders) => api<FulfilmentChangeResponse>("/api/admin/orders/ship", { method: "POST", body }),
    onSuccess: refresh,
  });
}

/** 'Livrée à l'association': a campaign's pick-up parcel has arrived. */
export function useDeliverPickups() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (campaignId: string) =>
      api<FulfilmentChangeResponse>(`/api/admin/campaigns/${encodeURIComponent(campaignId)}/deliver-pickups`, {
        method: "POST",
        body: {},
      }),
    onSuccess: refresh,
  });
}

export function useRefundOrder(orderId: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: RefundRequest) =>
      api<RefundResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, { method: "POST", body }),
    onSuccess: refresh,
  });
}
