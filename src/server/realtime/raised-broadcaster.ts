import type { RealtimeBus } from "./bus";
import type { SseConnection } from "./sse";

const COALESCE_MS = 50;

/**
 * Where an online campaign's amount raised is read: the published-campaign cache (campaigns/published-cache.ts),
 * which the app passes in; null when the campaign isn't online. Named here so that realtime, which the cache
 * listens to, doesn't import the campaigns domain back.
 */
export type PublishedCampaignReader = {
  byId(campaignId: string): Promise<{ campaign: { amount_raised_eur: number } } | null>;
};

/**
 * Pushes the amount raised to every subscriber of a campaign. However many subscribers and however many
 * changes arrive together, each campaign costs one read per burst (coalesced), shared by all connections and
 * by the page itself: the amount comes from the published-campaign cache, which the same change has dropped.
 */
export function createRaisedBroadcaster(publishedCampaigns: PublishedCampaignReader, bus: RealtimeBus) {
  const subscribers = new Map<string, Set<SseConnection>>();
  const pending = new Map<string, NodeJS.Timeout>();
  // A change that doesn't move the total (a new pending order) sends nothing.
  const lastSent = new Map<string, number>();

  const current = async (campaignId: string) => {
    const published = await publishedCampaigns.byId(campaignId);
    return published ? { amount_raised_eur: published.campaign.amount_raised_eur } : null;
  };

  const flush = async (campaignId: string) => {
    pending.delete(campaignId);
    const connections = subscribers.get(campaignId);
    if (!connections || connections.size === 0) return;
    const payload = await current(campaignId).catch(() => null);
    if (!payload || lastSent.get(campaignId) === payload.amount_raised_eur) return;
    lastSent.set(campaignId, payload.amount_raised_eur);
    for (const connection of connections) connection.send("raised", payload);
  };

  const unsubscribe = bus.subscribe((change) => {
    if (!subscribers.has(change.campaign_id) || pending.has(change.campaign_id)) return;
    pending.set(
      change.campaign_id,
      setTimeout(() => void flush(change.campaign_id), COALESCE_MS),
    );
  });

  // A campaign taken down or unpublished ends its streams: the page is gone, and the browser's reconnection gets a 404.
  // The cache has dropped its copy already (it listens first), so this reads the campaign as it now is.
  const stopWatching = bus.onCampaignChange((campaignId) => {
    const connections = subscribers.get(campaignId);
    if (!connections) return;
    void current(campaignId).then(
      (payload) => payload || [...connections].forEach((connection) => connection.end()),
      () => {},
    );
  });

  return {
    async add(campaignId: string, connection: SseConnection) {
      let set = subscribers.get(campaignId);
      if (!set) subscribers.set(campaignId, (set = new Set()));
      set.add(connection);
      connection.onClose(() => {
        set.delete(connection);
        if (set.size === 0) {
          subscribers.delete(campaignId);
          lastSent.delete(campaignId);
        }
      });
      const payload = await current(campaignId);
      if (!payload) return;
      lastSent.set(campaignId, payload.amount_raised_eur);
      connection.send("raised", payload);
    },
    close() {
      unsubscribe();
      stopWatching();
      for (const timer of pending.values()) clearTimeout(timer);
    },
  };
}
