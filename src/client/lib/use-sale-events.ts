import { useLiveStream } from "./use-live-stream";

/**
 * Calls `onChange` on each change of one of the campaign's sales (docs/product.md#live-updates), pushed by the server
 * on GET /api/campaigns/:id/sales/stream, while `enabled`. After a break (lib/live-stream.ts) `onChange` is called
 * too, to catch up on what happened meanwhile. Returns the note to show while the figures are not live. Unmounting
 * closes the stream.
 */
export function useSaleEvents(campaignId: string, enabled: boolean, onChange: () => void): string {
  return useLiveStream(enabled ? `/api/campaigns/${encodeURIComponent(campaignId)}/sales/stream` : null, { sale: onChange }, onChange);
}
