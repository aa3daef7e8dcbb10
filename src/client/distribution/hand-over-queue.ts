import { z } from "zod";

// The hand-overs this phone holds (decision 041): each waits a few seconds for 'Annuler' before it is sent, and stays
// here until the server has answered, so that closing the page neither loses it nor sends one taken back. Only the
// campaign and the reference are kept (no buyer's name): the list gives the rest when the page opens again.

const STORAGE_KEY = "boutique-solidaire:remises-en-attente";

export type HeldHandOver = { campaign_id: string; reference: string; send_at: number };

const heldListSchema = z.array(z.object({ campaign_id: z.string(), reference: z.string(), send_at: z.number() }));

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

/** The hand-overs of one campaign still waiting or on their way, soonest first. */
export function heldHandOvers(campaignId: string): HeldHandOver[] {
  return readAll()
    .filter((held) => held.campaign_id === campaignId)
    .sort((a, b) => a.send_at - b.send_at);
}

/** Holds a hand-over until `sendAt`; false when that order is held already (a double tap counts once). */
export function holdHandOver(held: HeldHandOver): boolean {
  const list = readAll();
  if (list.some((other) => other.campaign_id === held.campaign_id && other.reference === held.reference)) return false;
  writeAll([...list, held]);
  return true;
}

/** Takes a hand-over out: taken back by 'Annuler', or answered by the server. */
export function releaseHandOver(campaignId: string, reference: string) {
  writeAll(readAll().filter((held) => !(held.campaign_id === campaignId && held.reference === reference)));
}
