import type { SellerChoices } from "../../../shared/sellers-responses";
import { api } from "../../lib/api";

// GET /api/campaigns/by-slug/:slug/sellers: whom a buyer may order for at checkout (docs/product.md#sellers).

export type SellerChoice = SellerChoices["sellers"][number];

export async function fetchSellerChoices(slug: string, signal?: AbortSignal): Promise<SellerChoice[]> {
  const { sellers } = await api<SellerChoices>(`/api/campaigns/by-slug/${encodeURIComponent(slug)}/sellers`, { signal });
  return sellers;
}
