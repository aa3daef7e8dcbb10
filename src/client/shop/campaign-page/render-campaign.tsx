import { renderToString } from "react-dom/server";
import type { PublicCampaign } from "../../../shared/campaign";
import { CampaignApp } from "./campaign-app";

/**
 * The page's markup for one campaign, run by the server (built by vite.config.ts into dist/server): the same
 * tree that campaign-entry.tsx hydrates in the browser.
 */
export function renderCampaignPage(campaign: PublicCampaign): string {
  return renderToString(<CampaignApp campaign={campaign} />);
}
