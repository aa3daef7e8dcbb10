// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { attemptKeyFor, attemptStorageKey, forgetAttempt, newAttemptKey } from "./checkout-attempt-key";
import { sendCheckoutAttempt } from "./checkout-api";
import { memoryStorage } from "../../../../tests/support/memory-storage";

// Decision 045: the same checkout attempt carries the same key, whatever reloads the drawer; a changed one a new key.

const attempt = {
  campaign_id: "c1",
  cart: [{ id: "noir", name: "Chocolat Noir", price: 800, quantity: 2, image: "/noir.svg" }],
  buyer_info: { buyer_name: "Yvonne Le Goff", buyer_email: "yvonne@exemple.fr", delivery_mode: "pickup" as const },
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("attemptKeyFor", () => {
  it("gives the same attempt the same key, even read again from storage after a reload", () => {
    const storage = memoryStorage();
    const key = attemptKeyFor(attempt, storage);
    expect(attemptKeyFor({ ...attempt, cart: [{ id: "noir", quantity: 2 }] }, storage)).toBe(key);
    expect(JSON.parse(storage.getItem(attemptStorageKey("c1"))!).key).toBe(key);
  });

  it("makes a new key when the cart, the buyer, the delivery, the seller or the donation changes", () => {
    const storage = memoryStorage();
    const key = attemptKeyFor(attempt, storage);
    const changes = [
      { cart: [{ id: "noir", quantity: 3 }] },
      { buyer_info: { ...attempt.buyer_info, buyer_email: "autre@exemple.fr" } },
      { buyer_info: { ...attempt.buyer_info, delivery_mode: "home_delivery" as const } },
      { seller_id: "4b3c7c0e-3b0b-4a57-9d8e-6a1f8f1d2c3b" },
      { donation_eur: 5 },
    ];
    const keys = changes.map((change) => attemptKeyFor({ ...attempt, ...change }, memoryStorageWith(storage)));
    expect(new Set([key, ...keys]).size).toBe(changes.length + 1);
  });

  it("forgets the attempt once told to, and works without storage", () => {
    const storage = memoryStorage();
    const key = attemptKeyFor(attempt, storage);
    forgetAttempt("c1", storage);
    expect(attemptKeyFor(attempt, storage)).not.toBe(key);
    expect(attemptKeyFor(attempt, null)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes a version 4 UUID where the page has no crypto.randomUUID (plain HTTP on a local network)", () => {
    const random = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => random.getRandomValues(bytes) });
    expect(newAttemptKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

/** A copy of the storage as it stood after the first attempt: each change is compared with the first attempt. */
function memoryStorageWith(source: Storage): Storage {
  const copy = memoryStorage();
  for (let i = 0; i < source.length; i++) copy.setItem(source.key(i)!, source.getItem(source.key(i)!)!);
  return copy;
}

describe("sendCheckoutAttempt", () => {
  it("starts an attempt whose order ended unpaid again, once, under a new key", async () => {
    const keys: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_path: string, init: RequestInit) => {
        keys.push(JSON.parse(String(init.body)).checkout_key);
        if (keys.length === 1) return Response.json({ code: "CHECKOUT_ATTEMPT_ENDED", message: "…" }, { status: 409 });
        return Response.json({ url: "/pay/simulated/s2", order_reference: "BS-AAAAAAAA", sale_id: "s2" });
      }),
    );
    attemptKeyFor(attempt);
    await expect(sendCheckoutAttempt(attempt)).resolves.toMatchObject({ sale_id: "s2" });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(attemptKeyFor(attempt)).toBe(keys[1]);
  });

  it("turns a wait past the limit into a lost connection", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason))),
      ),
    );
    await expect(sendCheckoutAttempt(attempt, 10)).rejects.toMatchObject({ code: "NETWORK" } satisfies Partial<ApiError>);
  });
});
