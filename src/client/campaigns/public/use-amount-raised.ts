import { useEffect, useState } from "react";
import type { PublicCampaign } from "../../../shared/campaign";

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

/**
 * docs/product.md#amount-raised: the amount raised follows every change of the campaign's sales. The server pushes
 * the total over Server-Sent Events; EventSource reconnects by itself after a network blip. Only a published campaign
 * opens the stream (the server refuses the others), and only when something shown follows it: the goal's bar, or
 * (`followedElsewhere`) a seller's progress or the leaderboard, which read theirs again when the amount moves.
 */
export function useAmountRaised(campaign: PublicCampaign, followedElsewhere = false): number {
  const [live, setLive] = useState<{ id: string; amount: number } | null>(null);
  const listens = campaign.is_published && (typeof campaign.project_goal_eur === "number" || followedElsewhere);

  useEffect(() => {
    if (!listens || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/campaigns/${encodeURIComponent(campaign.id)}/raised/stream`);
    source.addEventListener("raised", (event) => {
      const amount = parseRaisedEvent((event as MessageEvent<string>).data);
      if (amount !== null) setLive({ id: campaign.id, amount });
    });
    return () => source.close();
  }, [campaign.id, listens]);

  return live && live.id === campaign.id ? live.amount : campaign.amount_raised_eur;
}
