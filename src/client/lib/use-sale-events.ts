import { useEffect, useRef } from "react";

/**
 * Calls `onChange` on each change of one of the campaign's sales (docs/product.md#live-updates), pushed by the server
 * on GET /api/campaigns/:id/sales/stream, while `enabled`. EventSource reconnects by itself after a network blip;
 * `onChange` is called then too, to catch up on what happened meanwhile. Unmounting closes the stream.
 */
export function useSaleEvents(campaignId: string, enabled: boolean, onChange: () => void) {
  // The latest callback, without reopening the stream when it changes.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/campaigns/${encodeURIComponent(campaignId)}/sales/stream`);
    const refresh = () => latest.current();
    let connections = 0;
    source.addEventListener("sale", refresh);
    source.addEventListener("ready", () => {
      connections += 1;
      if (connections > 1) refresh();
    });
    return () => source.close();
  }, [campaignId, enabled]);
}
