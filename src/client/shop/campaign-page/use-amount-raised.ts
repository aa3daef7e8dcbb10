import { useState } from "react";
import type { PublicCampaign } from "../../../shared/campaign";
import { useLiveStream } from "../../lib/use-live-stream";
import { parseRaisedEvent, raisedStreamPath } from "./raised-event";

/**
 * docs/product.md#amount-raised: the amount raised follows every change of the campaign's sales. The server pushes
 * the total over Server-Sent Events, starting with the current one, so a stream opened again after a break
 * (lib/live-stream.ts) catches up by itself. Only a published campaign opens the stream (the server refuses the
 * others), and only when something shown follows it: the goal's bar, or (`followedElsewhere`) a seller's progress or
 * the leaderboard, which read theirs again when the amount moves. `liveNote` says when the amount is not live.
 */
export function useAmountRaised(campaign: PublicCampaign, followedElsewhere = false): { amount: number; liveNote: string } {
  const [live, setLive] = useState<{ id: string; amount: number } | null>(null);
  const listens = campaign.is_published && (typeof campaign.project_goal_eur === "number" || followedElsewhere);
  const liveNote = useLiveStream(listens ? raisedStreamPath(campaign.id) : null, {
    raised: (data) => {
      const amount = parseRaisedEvent(data);
      if (amount !== null) setLive({ id: campaign.id, amount });
    },
  });
  return { amount: live && live.id === campaign.id ? live.amount : campaign.amount_raised_eur, liveNote };
}
