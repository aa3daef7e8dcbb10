// The amount-raised stream of a published campaign (docs/api.md), read by the app (use-amount-raised.ts) and by the
// page's live script before the app runs (campaign-live.ts): no React here.

export function raisedStreamPath(campaignId: string): string {
  return `/api/campaigns/${encodeURIComponent(campaignId)}/raised/stream`;
}

/** The payload of a `raised` event of GET /api/campaigns/:id/raised/stream (docs/api.md). */
export function parseRaisedEvent(data: string): number | null {
  try {
    const value: unknown = JSON.parse(data);
    const amount = (value as { amount_raised_eur?: unknown } | null)?.amount_raised_eur;
    return typeof amount === "number" && Number.isFinite(amount) && amount >= 0 ? amount : null;
  } catch {
    return null;
  }
}
