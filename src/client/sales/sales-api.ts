import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { Sale } from "../../shared/order";
import { api } from "../lib/api";

// GET /api/campaigns/:id/sales (drawer) and GET /api/associations/:id/sales (sales page): keyset pages of
// 25, newest first, with totals over paid sales computed in SQL (docs/api.md "Sales").

export type SalesSummary = { count: number; total_eur: number; bars_sold: number };
export type AssociationSale = Sale & { campaign?: { association_name: string; campaign_message: string | null } | null };
export type SalesPage<S> = { summary: SalesSummary; sales: S[]; next_cursor: string | null };

export const PAGE_SIZE = 25;

export const campaignSalesKey = (campaignId: string) => ["campaigns", campaignId, "sales"] as const;
export const associationSalesKey = (associationId: string) => ["associations", associationId, "sales"] as const;

function pageUrl(base: string, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set("cursor", cursor);
  return `${base}?${query}`;
}

const salesQuery = <S>(queryKey: readonly unknown[], base: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api<SalesPage<S>>(pageUrl(base, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SalesPage<S>) => last.next_cursor ?? undefined,
    // Sales move under our feet (live updates, payments): never serve a stale list.
    staleTime: 0,
  });

/** The drawer's list. A load failure is only logged, no toast (docs/product.md#conventions). */
export function useCampaignSales(campaignId: string) {
  return useInfiniteQuery(salesQuery<Sale>(campaignSalesKey(campaignId), `/api/campaigns/${encodeURIComponent(campaignId)}/sales`));
}

export function useAssociationSales(associationId: string) {
  return useInfiniteQuery({
    ...salesQuery<AssociationSale>(associationSalesKey(associationId), `/api/associations/${encodeURIComponent(associationId)}/sales`),
    meta: { errorMessage: "Erreur lors du chargement des données" },
  });
}

/** Every loaded page's sales in order, and the summary of the newest answer. */
export function flattenSales<S>(data: InfiniteData<SalesPage<S>> | undefined): { sales: S[]; summary: SalesSummary | null } {
  if (!data?.pages.length) return { sales: [], summary: null };
  // A sale may slide to the next page while pages load (a newer one arrived): show it once.
  const seen = new Set<unknown>();
  const sales = data.pages
    .flatMap((page) => page.sales)
    .filter((sale) => {
      const id = (sale as { id?: unknown }).id;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  return { sales, summary: data.pages[0].summary };
}

export function salesCsvUrl(associationId: string): string {
  return `/api/associations/${encodeURIComponent(associationId)}/sales.csv`;
}
