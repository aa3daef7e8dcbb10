import { ApiError } from "./api";

// Reads kept on the phone for a page that must open without network (docs/product.md#distribution-day-without-network):
// the distribution list, its campaign and the session that read them, in IndexedDB (a list of a few hundred orders
// outgrows what localStorage is for). Only the distribution page keeps anything; the session and campaign reads fall
// back on it when the network is gone. Signing out forgets everything (auth-context.tsx). A browser without IndexedDB
// (private mode, tests) keeps nothing: the page then needs the network, as before.

const DATABASE = "boutique-solidaire-hors-ligne";
const STORE = "lectures";

export type KeptRead<T> = { value: T; kept_at: string };

/** The names reads are kept under. */
export const keptReads = {
  session: "session",
  campaign: (campaignId: string) => `campaign:${campaignId}`,
  distribution: (campaignId: string) => `distribution:${campaignId}`,
} as const;

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === "undefined") return resolve(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** One request on the store; null when the browser keeps nothing or refuses. */
async function onStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await database();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Keeps a read's answer, with when it was read; a full or refused storage keeps nothing (the page still works online). */
export async function keepRead<T>(key: string, value: T, keptAt = new Date()): Promise<void> {
  await onStore("readwrite", (store) => store.put({ value, kept_at: keptAt.toISOString() } satisfies KeptRead<T>, key));
}

/** What was kept under `key`, or null. */
export async function keptRead<T>(key: string): Promise<KeptRead<T> | null> {
  const kept = await onStore<KeptRead<T> | undefined>("readonly", (store) => store.get(key));
  return kept ?? null;
}

/** Forgets every kept read: the buyers' names leave the phone with the session. */
export async function forgetKeptReads(): Promise<void> {
  await onStore("readwrite", (store) => store.clear());
}

/** A request that never reached the server (no network, the hall's signal gone): not a refusal. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === "NETWORK";

/** The read, or what was kept of it when the network is gone; any other failure is the read's own. */
export async function readOrKept<T>(key: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await keptRead<T>(key);
    if (!kept) throw error;
    return kept.value;
  }
}
