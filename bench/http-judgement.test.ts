// Engine-independent: judges figures, no database.
import { describe, expect, it } from "vitest";
import { judgeRow, median, ratioVerdict } from "./http-judgement.mjs";

// A fair row: each server the saturated process of its run, the load generator with room to spare.
const shop = { rps: 9_500, server: 0.98, loadGenerator: 0.7, machine: 0.85 };
const bare = { rps: 10_000, server: 0.97, loadGenerator: 0.75, machine: 0.87 };

describe("judgeRow", () => {
  it("keeps the ratio as a result when the bare server was the saturated process and the load generator was not", () => {
    const judgement = judgeRow({ shop, bare });
    expect(judgement).toMatchObject({ valid: true, reasons: [], saturated: { shop: ["shop"], bare: ["bare server"] } });
    expect(judgement.ratio).toBeCloseTo(0.95);
    expect(ratioVerdict(judgement, 0.9)).toBe("held");
    expect(ratioVerdict(judgeRow({ shop: { ...shop, rps: 8_000 }, bare }), 0.9)).toBe("not held");
  });

  it("calls a ratio above 100 % a harness fault, naming a saturated load generator as its reason", () => {
    const judgement = judgeRow({ shop: { ...shop, rps: 14_500 }, bare: { ...bare, loadGenerator: 0.99 } });
    expect(judgement.valid).toBe(false);
    expect(judgement.ratio).toBeCloseTo(1.45);
    expect(judgement.reasons).toEqual([expect.stringMatching(/^load generator saturated during the bare server's run \(99 % of a core\)/)]);
    expect(judgement.saturated.bare).toEqual(["bare server", "load generator"]);
    expect(ratioVerdict(judgement, 0.9)).toBe("not judged (harness fault)");
  });

  it("calls a ratio above 100 % with a saturated bare server and a free load generator a bare server slower than expected", () => {
    const judgement = judgeRow({ shop: { ...shop, rps: 11_000 }, bare });
    expect(judgement.valid).toBe(false);
    expect(judgement.reasons).toEqual([expect.stringMatching(/slower than expected/)]);
  });

  it("does not judge a ratio whose bare server waited for a core, even when it reads under 100 %", () => {
    const judgement = judgeRow({ shop, bare: { ...bare, server: 0.6, machine: 1 } });
    expect(judgement.valid).toBe(false);
    expect(judgement.reasons).toEqual([expect.stringMatching(/^bare server not saturated \(60 % of a core, machine 100 % busy\)/)]);
    expect(judgement.saturated.bare).toEqual([]);
    expect(ratioVerdict(judgement, 0.9)).toBe("not judged (harness fault)");
  });

  it("does not judge a ratio whose shop figure was the load generator's ceiling", () => {
    const judgement = judgeRow({ shop: { ...shop, server: 0.8, loadGenerator: 0.95 }, bare });
    expect(judgement.valid).toBe(false);
    expect(judgement.reasons).toEqual([expect.stringMatching(/^load generator saturated during the shop's run/)]);
    expect(judgement.saturated.shop).toEqual(["load generator"]);
  });
});

describe("median", () => {
  it("is the middle figure, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
