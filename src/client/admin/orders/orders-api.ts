import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { RefundRequest } from "../../../shared/admin";
import type { AdminOrderDetail, AdminOrdersPage, RefundResponse } from "../../../shared/admin-order-responses";
import { api } from "../../lib/api";
import { adminPagesOptions, filtersQuery, useAdminPost } from "../admin-query";

// 'Commandes' (docs/product.md#orders): the filtered list and its CSV export, an order's page, its refunds.

/** The filters of 'Commandes', as the address holds them (names of adminOrdersQuerySchema). */
export const orderFilterNames = ["campaign_id", "payment_status", "fulfilment_status", "delivery_mode", "from", "to", "q"] as const;
export type OrderFilters = Partial<Record<(typeof orderFilterNames)[number], string>>;

/** The filtered list's query string, shared by the list and its CSV export. */
const ordersQuery = (filters: OrderFilters) => filtersQuery(orderFilterNames, filters);

export function ordersCsvUrl(filters: OrderFilters): string {
  const query = ordersQuery(filters).toString();
  return query ? `/api/admin/orders.csv?${query}` : "/api/admin/orders.csv";
}

export function useAdminOrders(filters: OrderFilters) {
  const query = ordersQuery(filters);
  return useInfiniteQuery(adminPagesOptions<AdminOrdersPage>(["orders", query.toString()], "/api/admin/orders", query));
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

export function useRefundOrder(orderId: string) {
  return useAdminPost<RefundRequest, RefundResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`);
}
