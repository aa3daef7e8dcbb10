import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isQueryTimeout } from "./database-errors";

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

describe("isQueryTimeout", () => {
  it("recognises PostgreSQL's statement timeout and the driver's, also when wrapped, and nothing else", () => {
    expect(
      isQueryTimeout(new Error("Failed query", { cause: { code: "57014", message: "canceling statement due to statement timeout" } })),
    ).toBe(true);
    expect(isQueryTimeout(new Error("Query read timeout"))).toBe(true);
    expect(isQueryTimeout(Object.assign(new Error("duplicate"), { code: "23505" }))).toBe(false);
    expect(isQueryTimeout(new Error("timeout exceeded when trying to connect"))).toBe(false);
  });
});
