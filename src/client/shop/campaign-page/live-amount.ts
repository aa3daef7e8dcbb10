import type { PublicCampaign } from "../../../shared/campaign";
import { GOAL_MARKS, goalProgressView } from "./goal-progress-view";
import { delayedLiveNote } from "../../lib/live-state-text";
import { followLiveStream, type LiveStreamOptions } from "../../lib/live-stream";
import { parseRaisedEvent, raisedStreamPath } from "./raised-event";

// docs/decisions/024-campaign-page-app-on-first-move.md: a campaign page's app loads at the visitor's first move;
// until then this keeps the goal's bar live on the server's markup, and hands the last amount to the app, which
// adopts the markup with it (no mismatch) and follows the stream itself from then on.

/** What the live script leaves on the page for the app. */
export type LiveAmount = {
  /** The last amount the stream gave, null before its first event. */
  latest(): number | null;
  stop(): void;
};

/** The page's globals shared by the boot script (vite.config.ts), the live script and the app. */
export type CampaignPageWindow = Window & { __campaignLive?: LiveAmount; __appStarted?: boolean; __startApp?: () => void };

/** Writes an amount into the goal's marks of the server's markup, as React would draw it (goal-progress-view.ts). */
export function showAmountRaised(root: ParentNode, raisedEur: number, goalEur: number): void {
  const view = goalProgressView(raisedEur, goalEur);
  const mark = (name: keyof typeof GOAL_MARKS) => root.querySelector<HTMLElement>(`[${GOAL_MARKS[name]}]`);
  const amounts = mark("amounts");
  if (amounts) amounts.textContent = view.amounts;
  const bar = mark("bar");
  bar?.setAttribute("aria-valuenow", String(view.valueNow));
  bar?.setAttribute("aria-valuetext", view.valueText);
  const fill = mark("fill");
  if (fill) fill.style.width = `${view.percent}%`;
  const caption = mark("caption");
  if (caption) caption.textContent = view.caption;
}

/**
 * Follows a published campaign's amount raised on the page until stopped, saying when it is not live (decision 046);
 * nothing when the page shows no goal (the seller's progress and the leaderboard, the stream's other readers, are the
 * app's). Stopping empties the note again: the app's first render draws it empty, and says it again if need be.
 */
export function followAmountRaised(
  campaign: Pick<PublicCampaign, "id" | "is_published" | "project_goal_eur">,
  root: ParentNode,
  open?: LiveStreamOptions["open"],
): LiveAmount | null {
  const goal = campaign.project_goal_eur;
  if (!campaign.is_published || typeof goal !== "number") return null;
  let latest: number | null = null;
  const note = root.querySelector<HTMLElement>(`[${GOAL_MARKS.note}]`);
  const shown = delayedLiveNote((text) => {
    if (note) note.textContent = text;
  });
  const stop = followLiveStream({
    url: raisedStreamPath(campaign.id),
    open,
    on: {
      raised: (data) => {
        const amount = parseRaisedEvent(data);
        if (amount === null) return;
        latest = amount;
        showAmountRaised(root, amount, goal);
      },
    },
    onState: shown.update,
  });
  return {
    latest: () => latest,
    stop: () => {
      stop();
      shown.cancel();
      if (note) note.textContent = "";
    },
  };
}

/**
 * The campaign as the page now shows it: the live script stops (the app opens its own stream, which starts with the
 * current amount) and its last amount replaces the one the server embedded, so that React's first render is the
 * markup as the visitor sees it.
 */
export function takeOverLiveAmount(campaign: PublicCampaign, win: CampaignPageWindow): PublicCampaign {
  const live = win.__campaignLive;
  if (!live) return campaign;
  live.stop();
  win.__campaignLive = undefined;
  const latest = live.latest();
  return latest === null ? campaign : { ...campaign, amount_raised_eur: latest };
}
