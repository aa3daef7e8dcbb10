import { describe, expect, it } from "vitest";
import { demoProductFor } from "./demo-product";

describe("demoProductFor", () => {
  it("finds the three bars", () => {
    expect(demoProductFor("noir")?.name).toBe("Chocolat Noir");
    expect(demoProductFor("blanc")?.name).toBe("Chocolat Blanc");
    expect(demoProductFor("praline")?.name).toBe("Chocolat Amandes");
  });

  it("falls back to noir without an id", () => {
    expect(demoProductFor(undefined)?.id).toBe("noir");
  });

  it("has nothing for an unknown id", () => {
    expect(demoProductFor("caramel")).toBeNull();
    expect(demoProductFor("")).toBeNull();
    expect(demoProductFor("NOIR")).toBeNull();
  });
});
