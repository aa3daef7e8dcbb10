import { useEffect, useState } from "react";
import type { PublicCampaign } from "../../../shared/campaign";
import { parseRaisedEvent, raisedStreamPath } from "./raised-event";

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
    const source = new EventSource(raisedStreamPath(campaign.id));
    source.addEventListener("raised", (event) => {
      const amount = parseRaisedEvent((event as MessageEvent<string>).data);
      if (amount !== null) setLive({ id: campaign.id, amount });
    });
    return () => source.close();
  }, [campaign.id, listens]);

  return live && live.id === campaign.id ? live.amount : campaign.amount_raised_eur;
}
