import type { PublicCampaign } from "../../shared/campaign";
import { centsToDecimal } from "../../shared/money";
import type { Db } from "../db/client";
import type { RealtimeBus } from "../realtime/bus";
import { amountRaisedCents, findCampaignById, findCampaignBySlug } from "./queries";
import { toCampaign } from "./serialize";

/** A published campaign as every reader sees it, with the amount raised, and the answers built from it. */
export type PublishedCampaign = {
  campaign: PublicCampaign;
  /**
   * A form of the campaign (the JSON answer, the page's HTML, as bytes to send) built once per cached version; a form
   * read from the database is a promise, kept once it resolves.
   */
  derive<T>(key: string, build: () => T): T;
};

export type PublishedCampaigns = {
  bySlug(slug: string): Promise<PublishedCampaign | null>;
  /** The copy in memory, if it is fresh; never asks the database (a request answered before anything else runs). */
  heldBySlug(slug: string): PublishedCampaign | null;
  byId(id: string): Promise<PublishedCampaign | null>;
  /** Drops one campaign's copy (this instance just changed it: the announcement may come a little later). */
  forget(campaignId: string): void;
  close(): void;
};

/** `now` is the clock (milliseconds), replaceable so that a test decides when a copy is past its time. */
type CacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

/**
 * The public page, its JSON and the checkout read published campaigns from memory. A copy is dropped when the
 * database announces a change to the campaign (any writer, any instance) or to one of its sales' status, and
 * every copy is expired when announcements may have been missed (the listening connection was lost: the database
 * is likely down too, so the expired copies still stand in until it answers); the time-to-live bounds what a lost
 * announcement could leave. A copy past its time is read again, but served if the database can't answer
 * (stale if error). Only published campaigns are kept: previews and unknown slugs always ask the database.
 */
export function createPublishedCampaigns(db: Db, bus: RealtimeBus, options: CacheOptions = {}): PublishedCampaigns {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const byId = new Map<string, { value: PublishedCampaign; expiresAt: number }>();
  const idBySlug = new Map<string, string>();
  const loading = new Map<string, Promise<PublishedCampaign | null>>();
  // Bumped by every invalidation: a load that started before one must not store what it read.
  let generation = 0;

  const drop = (campaignId: string) => {
    const entry = byId.get(campaignId);
    if (!entry) return;
    byId.delete(campaignId);
    idBySlug.delete(entry.value.campaign.public_slug);
  };
  const forget = (campaignId: string) => {
    generation++;
    loading.clear();
    drop(campaignId);
  };
  const clear = () => {
    generation++;
    loading.clear();
    byId.clear();
    idBySlug.clear();
  };
  // Read again at the next request, but kept to serve if the database can't answer.
  const expireAll = () => {
    generation++;
    loading.clear();
    for (const entry of byId.values()) entry.expiresAt = Number.NEGATIVE_INFINITY;
  };

  const store = (value: PublishedCampaign) => {
    const { id, public_slug } = value.campaign;
    const previous = byId.get(id);
    if (previous) idBySlug.delete(previous.value.campaign.public_slug);
    byId.delete(id);
    byId.set(id, { value, expiresAt: now() + ttlMs });
    idBySlug.set(public_slug, id);
    // Oldest first in a Map: beyond the bound, the campaign cached longest ago goes.
    if (byId.size > maxEntries) drop(byId.keys().next().value!);
  };

  // An expired copy is not served while the database answers, but kept: if it doesn't, the page stays up.
  const fresh = (id: string | undefined) => {
    const entry = id ? byId.get(id) : undefined;
    return entry && entry.expiresAt > now() ? entry.value : null;
  };
  const stale = (id: string | undefined) => (id ? (byId.get(id)?.value ?? null) : null);

  /** `cachedId`: the campaign this key pointed to, whose expired copy stands in if the database fails. */
  const load = (key: string, cachedId: string | undefined, read: () => Promise<Parameters<typeof toCampaign>[0] | undefined>) => {
    // However many requests miss together, one of them reads; the others wait for its answer.
    const pending = loading.get(key);
    if (pending) return pending;
    const startedAt = generation;
    const promise = (async () => {
      let row: Parameters<typeof toCampaign>[0] | undefined;
      let raised: number;
      try {
        row = await read();
        if (!row?.is_published) {
          if (cachedId) forget(cachedId);
          return null;
        }
        raised = await amountRaisedCents(db, row.id);
      } catch (error) {
        // The database is unreachable: donors still get the page as it last was (paying needs it back).
        const fallback = stale(cachedId);
        if (fallback) return fallback;
        throw error;
      }
      const derived = new Map<string, unknown>();
      const value: PublishedCampaign = {
        campaign: { ...toCampaign(row), amount_raised_eur: Number(centsToDecimal(raised)) },
        derive<T>(form: string, build: () => T): T {
          if (!derived.has(form)) {
            const built = build();
            derived.set(form, built);
            // A form read from the database that failed is read again at the next request, not kept.
            if (built instanceof Promise) built.catch(() => derived.get(form) === built && derived.delete(form));
          }
          return derived.get(form) as T;
        },
      };
      if (startedAt === generation) store(value);
      return value;
    })().finally(() => {
      if (loading.get(key) === promise) loading.delete(key);
    });
    loading.set(key, promise);
    return promise;
  };

  const stops = [
    bus.onCampaignChange(forget),
    // A new pending order doesn't move the amount raised; every other status change may.
    bus.subscribe((change) => {
      if (change.status !== "pending") forget(change.campaign_id);
    }),
    bus.onMissedChanges(expireAll),
  ];

  const held = (slug: string) => {
    const cached = fresh(idBySlug.get(slug));
    return cached?.campaign.public_slug === slug ? cached : null;
  };

  return {
    bySlug: async (slug) => held(slug) ?? load(`slug:${slug}`, idBySlug.get(slug), () => findCampaignBySlug(db, slug)),
    heldBySlug: held,
    byId: async (id) => fresh(id) ?? load(`id:${id}`, id, () => findCampaignById(db, id)),
    forget,
    close() {
      for (const stop of stops) stop();
      clear();
    },
  };
}
