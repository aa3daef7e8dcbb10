import { useEffect } from "react";
import type { CampaignResponse } from "../../shared/campaign-responses";
import { keepRead, keptReads } from "../lib/offline-reads";
import type { Session } from "../lib/auth-client";
import { keepSessionForOffline } from "../session/session-api";

// What lets the distribution page open again without network (docs/product.md#distribution-day-without-network,
// decision 044): the service worker that keeps the app's shell and this page's code (built by
// vite-plugins/distribution-service-worker.ts, scope /distribution/ only), and the reads the page's frame needs (its
// campaign, the session), kept beside the list in IndexedDB each time the list is read from the server.

/** The service worker's address and scope: the distribution pages, nothing else of the site. */
export const DISTRIBUTION_WORKER = { script: "/distribution-sw.js", scope: "/distribution/" } as const;

export function useOfflineShell({
  campaign,
  session,
  fresh,
}: {
  campaign: CampaignResponse["campaign"];
  session: Session | null;
  fresh: boolean;
}) {
  useEffect(() => {
    // Only the built app has the worker (npm run dev serves the sources, which change at every save).
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(DISTRIBUTION_WORKER.script, { scope: DISTRIBUTION_WORKER.scope }).catch((error: unknown) => {
      // The page still works online; it will not open offline.
      console.warn("the distribution page's offline worker was not installed", error);
    });
  }, []);

  useEffect(() => {
    if (!fresh) return;
    void keepRead(keptReads.campaign(campaign.id), campaign);
    if (session) void keepSessionForOffline(session);
  }, [fresh, campaign, session]);
}
