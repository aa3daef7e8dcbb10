import { describe, expect, it } from "vitest";
import { createShortLivedCache } from "./short-lived-cache";

describe("createShortLivedCache", () => {
  it("reuses an answer until it is ttlMs old, shares a load in flight, and forgets failures", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createShortLivedCache<number>({ ttlMs: 5_000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("BS-A", load), cache.get("BS-A", load)])).toEqual([1, 1]);
    clock = 4_999;
    expect(await cache.get("BS-A", load)).toBe(1);
    clock = 5_000;
    expect(await cache.get("BS-A", load)).toBe(2);

    await expect(cache.get("BS-B", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("BS-B", load)).toBe(3);
  });

  it("never holds more than maxEntries keys, dropping the oldest", async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 60_000, maxEntries: 3 });
    for (const key of ["a", "b", "c", "d", "e"]) await cache.get(key, async () => key);
    expect(cache.size()).toBe(3);
    expect(await cache.get("e", async () => "reloaded")).toBe("e");
    expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
  });
});
