import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { sellersQueryKey } from "./sellers-api";

/**
 * docs/product.md#live-updates: the sellers' totals move with every sale. The campaign's sale events are the drawer's
 * (GET /api/campaigns/:id/sales/stream, sales/use-sales-stream.ts); on each one the overview is read again. Opened only
 * once the overview could be read: a refused member holds no stream of the address's quota.
 */
export function useSellersStream(campaignId: string, enabled: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/campaigns/${encodeURIComponent(campaignId)}/sales/stream`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: sellersQueryKey(campaignId) });
    let connections = 0;
    source.addEventListener("sale", refresh);
    // EventSource reconnects by itself after a network blip; catch up on the sales made meanwhile.
    source.addEventListener("ready", () => {
      connections += 1;
      if (connections > 1) refresh();
    });
    return () => source.close();
  }, [campaignId, enabled, queryClient]);
}
