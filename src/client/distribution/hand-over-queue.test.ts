// @vitest-environment happy-dom
// Engine-independent: the phone's queue lives in the browser's storage, no database is involved.
import { beforeEach, describe, expect, it } from "vitest";
import { heldHandOvers, holdHandOver, markUnsent, newHandOverKey, releaseHandOver } from "./hand-over-queue";

// docs/product.md#distribution-day-without-network: a hand-over is kept on the phone with the key made at the tap, the
// same key through every sending, until the server answers; a reload reads it back.

const campaign = "7a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

describe("the phone's queue of hand-overs", () => {
  it("holds a tap once, under a new key that stays the same while it waits for the network", () => {
    expect(holdHandOver({ campaign_id: campaign, reference: "BS-ELODIE23", send_at: 1_000 })).toBe(true);
    expect(holdHandOver({ campaign_id: campaign, reference: "BS-ELODIE23", send_at: 2_000 })).toBe(false);
    const [held] = heldHandOvers(campaign);
    expect(held.key).toMatch(uuid);
    expect(held.unsent).toBeUndefined();

    markUnsent(campaign, "BS-ELODIE23");
    // What a reload reads: the same hand-over, the same key, waiting to be sent.
    expect(heldHandOvers(campaign)).toEqual([{ ...held, unsent: true }]);
    expect(JSON.parse(localStorage.getItem("boutique-solidaire:remises-en-attente")!)).toEqual([{ ...held, unsent: true }]);
  });

  it("keeps each campaign's hand-overs apart, soonest first, and lets one go when answered", () => {
    holdHandOver({ campaign_id: campaign, reference: "BS-ZOE00001", send_at: 3_000 });
    holdHandOver({ campaign_id: campaign, reference: "BS-ARTHUR45", send_at: 1_000 });
    holdHandOver({ campaign_id: "autre-campagne", reference: "BS-ARTHUR45", send_at: 2_000 });
    expect(heldHandOvers(campaign).map((held) => held.reference)).toEqual(["BS-ARTHUR45", "BS-ZOE00001"]);
    const keys = new Set([...heldHandOvers(campaign), ...heldHandOvers("autre-campagne")].map((held) => held.key));
    expect(keys.size).toBe(3);

    releaseHandOver(campaign, "BS-ARTHUR45");
    expect(heldHandOvers(campaign).map((held) => held.reference)).toEqual(["BS-ZOE00001"]);
    expect(heldHandOvers("autre-campagne")).toHaveLength(1);
  });

  it("gives a key to a hand-over held before keys existed, and keeps it once written", () => {
    localStorage.setItem(
      "boutique-solidaire:remises-en-attente",
      JSON.stringify([{ campaign_id: campaign, reference: "BS-ELODIE23", send_at: 1_000 }]),
    );
    markUnsent(campaign, "BS-ELODIE23");
    const [held] = heldHandOvers(campaign);
    expect(held.key).toMatch(uuid);
    expect(heldHandOvers(campaign)[0].key).toBe(held.key);
  });

  it("makes version 4 UUIDs without crypto.randomUUID too (older phones)", () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 20 }, newHandOverKey);
      for (const key of keys) expect(key).toMatch(uuid);
      expect(new Set(keys).size).toBe(20);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });
});
