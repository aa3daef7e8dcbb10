export type ShortLivedCache<T> = {
  /** The answer kept for `key` while it is younger than the TTL, else `load()`'s, kept in turn. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  size(): number;
};

type ShortLivedCacheOptions = {
  ttlMs: number;
  /** Past this many keys the oldest goes: callers choose the keys, so the map must not grow with them. */
  maxEntries: number;
  now?: () => number;
};

/**
 * Answers from a slow or metered service, reused for a few seconds. A load still in flight is shared too, so
 * ten requests at once cost one call; a load that fails is not kept.
 */
export function createShortLivedCache<T>({ ttlMs, maxEntries, now = () => Date.now() }: ShortLivedCacheOptions): ShortLivedCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const at = now();
      const kept = entries.get(key);
      if (kept && at - kept.at < ttlMs) return kept.value;
      entries.delete(key);
      // A Map iterates in insertion order: the first key is the oldest.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { at, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    size: () => entries.size,
  };
}
