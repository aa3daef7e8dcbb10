import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { AssociationSalesPage, CampaignSalesPage, SalesSummary } from "../../shared/sales-responses";
import type { SalesListFilter } from "../../shared/order-status";
import { api } from "../lib/api";

// GET /api/campaigns/:id/sales (drawer) and GET /api/associations/:id/sales (sales page): keyset pages of
// 25, newest first, with totals over paid sales computed in SQL (docs/api.md "Sales").

export type { AssociationSale, SalesSummary } from "../../shared/sales-responses";
type SalesPage = CampaignSalesPage | AssociationSalesPage;

export const PAGE_SIZE = 25;

export const campaignSalesKey = (campaignId: string, status?: SalesListFilter) =>
  (status ? ["campaigns", campaignId, "sales", status] : ["campaigns", campaignId, "sales"]) as readonly unknown[];
/** The sales page's list: every campaign of the association, or the one chosen (`campaignId`). */
export const associationSalesKey = (associationId: string, campaignId: string | null = null, status: SalesListFilter = "paid") =>
  ["associations", associationId, "sales", campaignId ?? "all", status] as const;

function pageUrl(base: string, cursor: string | null, campaignId: string | null = null, status: SalesListFilter = "paid") {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), status });
  if (cursor) query.set("cursor", cursor);
  if (campaignId) query.set("campaign_id", campaignId);
  return `${base}?${query}`;
}

const salesQuery = <P extends SalesPage>(
  queryKey: readonly unknown[],
  base: string,
  campaignId: string | null = null,
  status: SalesListFilter = "paid",
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api<P>(pageUrl(base, pageParam, campaignId, status), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.next_cursor ?? undefined,
    // Sales move under our feet (live updates, payments): never serve a stale list.
    staleTime: 0,
  });

/** The drawer's list. A load failure is only logged, no toast (docs/product.md#conventions). */
export function useCampaignSales(campaignId: string, status: SalesListFilter = "paid") {
  return useInfiniteQuery(
    salesQuery<CampaignSalesPage>(
      campaignSalesKey(campaignId, status),
      `/api/campaigns/${encodeURIComponent(campaignId)}/sales`,
      null,
      status,
    ),
  );
}

export function useAssociationSales(associationId: string, campaignId: string | null, status: SalesListFilter = "paid") {
  return useInfiniteQuery({
    ...salesQuery<AssociationSalesPage>(
      associationSalesKey(associationId, campaignId, status),
      `/api/associations/${encodeURIComponent(associationId)}/sales`,
      campaignId,
      status,
    ),
    meta: { errorMessage: "Erreur lors du chargement des données" },
  });
}

/** Every loaded page's sales in order, and the summary of the newest answer. */
export function flattenSales<P extends SalesPage>(
  data: InfiniteData<P> | undefined,
): { sales: P["sales"][number][]; summary: SalesSummary | null } {
  if (!data?.pages.length) return { sales: [], summary: null };
  // A sale may slide to the next page while pages load (a newer one arrived): show it once.
  const seen = new Set<string>();
  const sales = data.pages
    .flatMap((page): P["sales"][number][] => page.sales)
    .filter((sale) => {
      if (seen.has(sale.id)) return false;
      seen.add(sale.id);
      return true;
    });
  return { sales, summary: data.pages[0].summary };
}

export function salesCsvUrl(associationId: string, campaignId: string | null = null): string {
  const base = `/api/associations/${encodeURIComponent(associationId)}/sales.csv`;
  return campaignId ? `${base}?campaign_id=${encodeURIComponent(campaignId)}` : base;
}
