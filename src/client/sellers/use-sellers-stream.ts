import { useQueryClient } from "@tanstack/react-query";
import { useSaleEvents } from "../lib/use-sale-events";
import { sellersQueryKey } from "./sellers-api";

/**
 * docs/product.md#live-updates: the sellers' totals move with every sale. The campaign's sale events are the drawer's
 * (GET /api/campaigns/:id/sales/stream, sales/use-sales-stream.ts); on each one the overview is read again. Opened only
 * once the overview could be read: a refused member holds no stream of the address's quota. Returns the note to show
 * while the totals are not live.
 */
export function useSellersStream(campaignId: string, enabled: boolean): string {
  const queryClient = useQueryClient();
  return useSaleEvents(campaignId, enabled, () => void queryClient.invalidateQueries({ queryKey: sellersQueryKey(campaignId) }));
}
