import type { SellerChoices, SellerSearch } from "../../../shared/sellers-responses";
import { api } from "../../lib/api";

// The checkout's seller (docs/product.md#sellers, decision 039): whether the campaign has sellers at all, and a search by
// the start of a first name. No call gives the list of a campaign's children.

export type SellerChoice = SellerSearch["sellers"][number];

/** GET /api/campaigns/by-slug/:slug/sellers: whether to ask whom the order is for. */
export async function fetchHasSellers(slug: string, signal?: AbortSignal): Promise<boolean> {
  return (await api<SellerChoices>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}/sellers`, { signal })).has_sellers;
}

/** GET /api/campaigns/by-slug/:slug/sellers/search?q=…: a few sellers whose first name starts with `query`. */
export async function searchSellers(slug: string, query: string, signal?: AbortSignal): Promise<SellerChoice[]> {
  const params = new URLSearchParams({ q: query });
  const { sellers } = await api<SellerSearch>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}/sellers/search?${params}`, { signal });
  return sellers;
}
