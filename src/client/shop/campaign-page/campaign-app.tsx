import { StrictMode, useEffect } from "react";
import { replayEarlyClicks } from "../../lib/early-clicks";
import type { PublicCampaign } from "../../../shared/campaign";
import { AppToaster } from "../../components/layout/app-toaster";
import { SkipLink } from "../../components/layout/skip-link";
import { CampaignView } from "./campaign-view";

/**
 * A published campaign's page on its own, as the server renders it for a donor's first visit and as
 * campaign-entry.tsx then hydrates it: no router, no data cache, no session, only the shop
 * (docs/decisions/009-campaign-page-rendered-by-the-server.md).
 */
export function CampaignApp({ campaign }: { campaign: PublicCampaign }) {
  // The script arrives after the first paint (vite.config.ts, boot script): a button pressed before counts now.
  useEffect(() => replayEarlyClicks(), []);
  return (
    <StrictMode>
      <SkipLink className="bg-chocolate text-cream" />
      <CampaignView campaign={campaign} />
      <AppToaster />
    </StrictMode>
  );
}
