import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors";

describe("isDatabaseUnavailable", () => {
  it("recognises network failures, also when wrapped", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: { code: "57P01" } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("leaves query errors alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});
