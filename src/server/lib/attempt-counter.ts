/**
 * Fixed-window attempt counters kept in this process's memory, for limits keyed on something other than the
 * client's address (an e-mail address, a user). Bounded: past `maxKeys` the oldest windows are dropped first,
 * so a flood of new keys costs memory for a while, never without end.
 */
export type AttemptCounter = {
  /** True when `weight` more attempts (1 when not said) would take `key` past its window's max. */
  isExhausted(key: string, weight?: number): boolean;
  /** Counts `weight` attempts (1 when not said) for `key`; returns how many its window now holds. */
  hit(key: string, weight?: number): number;
  /** Forgets `key` (a successful sign-in clears its failures). */
  clear(key: string): void;
  /** How long until `key`'s window ends (0 when it has none): when a refused caller may go on. */
  msUntilReset(key: string): number;
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
    isExhausted: (key, weight = 1) => (current(key)?.count ?? 0) + weight > max,
    hit(key, weight = 1) {
      const window = current(key);
      if (window) return (window.count += weight);
      while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      windows.set(key, { count: weight, endsAt: now() + windowMs });
      return weight;
    },
    clear: (key) => void windows.delete(key),
    msUntilReset: (key) => Math.max(0, (current(key)?.endsAt ?? 0) - now()),
  };
}
