import { describe, expect, it } from "vitest";
import { nextPollDelay, orderOutcome, parseOrderReference, POLL_INTERVAL_MS } from "./order-status";

describe("parseOrderReference", () => {
  it("accepts the server's references only", () => {
    expect(parseOrderReference("BS-AB12CD34")).toBe("BS-AB12CD34");
    expect(parseOrderReference(" bs-ab12cd34 ")).toBe("BS-AB12CD34");
    expect(parseOrderReference("BS-123")).toBeNull();
    expect(parseOrderReference(null)).toBeNull();
  });
});

describe("orderOutcome", () => {
  it("groups the statuses of docs/product.md#sale-states", () => {
    expect(orderOutcome("paid")).toBe("paid");
    expect(orderOutcome("complete")).toBe("paid");
    expect(orderOutcome("pending")).toBe("pending");
    expect(orderOutcome("failed")).toBe("failed");
    expect(orderOutcome("expired")).toBe("failed");
    expect(orderOutcome("refunded")).toBe("paid");
    expect(orderOutcome("rembourse")).toBe("unknown");
  });
});

describe("nextPollDelay", () => {
  const start = 1_000_000;
  it("asks again every 1.5 s while pending, for about 20 s", () => {
    expect(nextPollDelay({ status: "pending" }, start, start)).toBe(POLL_INTERVAL_MS);
    expect(nextPollDelay({ status: "pending" }, start, start + 19_000)).toBe(POLL_INTERVAL_MS);
    expect(nextPollDelay({ status: "pending" }, start, start + 20_000)).toBe(false);
  });

  it("stops once the order is settled or unknown", () => {
    expect(nextPollDelay({ status: "paid" }, start, start)).toBe(false);
    expect(nextPollDelay({ status: "failed" }, start, start)).toBe(false);
    expect(nextPollDelay(undefined, start, start)).toBe(false);
  });
});
