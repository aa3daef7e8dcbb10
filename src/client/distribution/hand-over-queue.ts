import { z } from "zod";
import { randomUuid } from "../lib/random-uuid";

// The hand-overs this phone holds (decision 041, decision 044): each waits a few seconds for 'Annuler', is then sent,
// and stays here until the server has answered, so that closing the page neither loses it nor sends one taken back,
// and a hand-over made without network waits here, across reloads and browser restarts, until the network is back.
// Each carries the key made when the volunteer tapped, sent with it every time, so the server counts it once.
// Only the campaign and the reference are kept (no buyer's name): the list gives the rest when the page opens again.

const STORAGE_KEY = "boutique-solidaire:remises-en-attente";

export type HeldHandOver = {
  campaign_id: string;
  reference: string;
  send_at: number;
  /** The tap's idempotency key (a UUID), the same on every sending. */
  key: string;
  /** A sending that never reached the server (no network): it waits to be sent again. */
  unsent?: boolean;
};

const heldSchema = z.object({
  campaign_id: z.string(),
  reference: z.string(),
  send_at: z.number(),
  // A hand-over held by the page before keys existed gets one on its first read (kept by the next write).
  key: z.string().catch(() => newHandOverKey()),
  unsent: z.boolean().optional(),
});
const heldListSchema = z.array(heldSchema);

/** The key of one hand-over (lib/random-uuid.ts). */
export const newHandOverKey = randomUuid;

/** localStorage, or this page's memory when the browser refuses it (private mode, storage turned off). */
function storage(): Pick<Storage, "getItem" | "setItem"> {
  try {
    const local = window.localStorage;
    local.getItem(STORAGE_KEY);
    return local;
  } catch {
    return memory;
  }
}
const memoryItems = new Map<string, string>();
const memory = {
  getItem: (key: string) => memoryItems.get(key) ?? null,
  setItem: (key: string, value: string) => void memoryItems.set(key, value),
};

function readAll(): HeldHandOver[] {
  try {
    const parsed = heldListSchema.safeParse(JSON.parse(storage().getItem(STORAGE_KEY) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeAll(list: HeldHandOver[]) {
  try {
    storage().setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full storage: the hand-over still waits in this page's state.
  }
}

const isOf = (campaignId: string, reference: string) => (held: HeldHandOver) =>
  held.campaign_id === campaignId && held.reference === reference;

/** The hand-overs of one campaign still waiting or on their way, soonest first. */
export function heldHandOvers(campaignId: string): HeldHandOver[] {
  return readAll()
    .filter((held) => held.campaign_id === campaignId)
    .sort((a, b) => a.send_at - b.send_at);
}

/** Holds a hand-over until `sendAt`, under a new key; false when that order is held already (a double tap counts once). */
export function holdHandOver(held: Omit<HeldHandOver, "key" | "unsent">): boolean {
  const list = readAll();
  if (list.some(isOf(held.campaign_id, held.reference))) return false;
  writeAll([...list, { ...held, key: newHandOverKey() }]);
  return true;
}

/** A sending that didn't reach the server: the hand-over stays, with its key, to be sent when the network is back. */
export function markUnsent(campaignId: string, reference: string) {
  writeAll(readAll().map((held) => (isOf(campaignId, reference)(held) ? { ...held, unsent: true } : held)));
}

/** Takes a hand-over out: taken back by 'Annuler', or answered by the server. */
export function releaseHandOver(campaignId: string, reference: string) {
  writeAll(readAll().filter((held) => !isOf(campaignId, reference)(held)));
}
