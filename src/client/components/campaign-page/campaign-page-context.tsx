import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useOutletContext } from "react-router";
import type { CampaignResponse } from "../../../shared/campaign-responses";
import { readRefusal } from "../../lib/refusal";
import { QueryStates } from "../query-states";
import type { CampaignPageShell } from "./campaign-page-shells";

// What the campaign page layout hands its page through the outlet: the campaign, read once, the page's shell (its
// texts), and where the header's buttons go.

export type CampaignPageContext = { campaign: CampaignResponse["campaign"]; shell: CampaignPageShell; actionsSlot: HTMLElement | null };

export function useCampaignPage() {
  return useOutletContext<CampaignPageContext>();
}

/** The page's refusal, in the page's words: who it is for, or no such campaign. */
export function campaignPageRefusal(shell: CampaignPageShell) {
  return (error: unknown) => {
    const refusal = readRefusal(error);
    if (refusal === "forbidden") return shell.forbidden;
    return refusal === "not-found" ? "Campagne introuvable" : null;
  };
}

type Read<T> = Parameters<typeof QueryStates<T>>[0]["query"];

/** The page's own read, with the layout's three states until it is there. */
export function CampaignPageData<T>({ query, children }: { query: Read<T>; children: (data: T) => ReactNode }) {
  const { shell } = useCampaignPage();
  return (
    <QueryStates query={query} loadingLabel={shell.loading} refusal={campaignPageRefusal(shell)} failed={shell.failed}>
      {children}
    </QueryStates>
  );
}

/** Buttons the page puts beside the title (the statement's files), once it has what they need. */
export function CampaignPageActions({ children }: { children: ReactNode }) {
  const { actionsSlot } = useCampaignPage();
  return actionsSlot ? createPortal(children, actionsSlot) : null;
}
