/**
 * Fixed-window attempt counters kept in this process's memory, for limits keyed on something other than the
 * client's address (an e-mail address, a user). Bounded: past `maxKeys` the oldest windows are dropped first,
 * so a flood of new keys costs memory for a while, never without end.
 */
export type AttemptCounter = {
  /** True when `key` has used up its window. */
  isExhausted(key: string): boolean;
  /** Counts one attempt for `key`; returns how many its window now holds. */
  hit(key: string): number;
  /** Forgets `key` (a successful sign-in clears its failures). */
  clear(key: string): void;
};

export function createAttemptCounter(options: { max: number; windowMs: number; maxKeys?: number; now?: () => number }): AttemptCounter {
  const { max, windowMs, maxKeys = 50_000, now = Date.now } = options;
  // Insertion order is window-start order: a key is re-inserted when its new window opens.
  const windows = new Map<string, { count: number; endsAt: number }>();

  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt > now()) return window;
    if (window) windows.delete(key);
    return undefined;
  };

  return {
    isExhausted: (key) => (current(key)?.count ?? 0) >= max,
    hit(key) {
      const window = current(key);
      if (window) return ++window.count;
      while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      windows.set(key, { count: 1, endsAt: now() + windowMs });
      return 1;
    },
    clear: (key) => void windows.delete(key),
  };
}
