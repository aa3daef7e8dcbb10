import { useQueryClient } from "@tanstack/react-query";
import { campaignSalesKey } from "./sales-api";
import { useSaleEvents } from "../lib/use-sale-events";

/**
 * docs/product.md#live-updates: the drawer reloads on any change of one of the campaign's sales. While it is open,
 * the server pushes a `sale` event for each change (GET /api/campaigns/:id/sales/stream); we refetch the list, and
 * the Ma boutique cards and sales page totals with it. Closing the drawer unmounts this and closes the stream.
 * Returns the note to show while the drawer's figures are not live.
 */
export function useSalesStream(campaignId: string): string {
  const queryClient = useQueryClient();
  return useSaleEvents(campaignId, true, () => {
    void queryClient.invalidateQueries({ queryKey: campaignSalesKey(campaignId) });
    // ['associations', id, 'campaigns'] (Ma boutique cards) and ['associations', id, 'sales'] (sales page).
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === "associations" && (queryKey[2] === "campaigns" || queryKey[2] === "sales"),
    });
  });
}
