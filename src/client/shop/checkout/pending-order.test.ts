import { describe, expect, it } from "vitest";
import { parsePendingOrder, PENDING_ORDER_KEY, rememberPendingOrder, takePendingOrder } from "./pending-order";
import { memoryStorage } from "../../../../tests/support/memory-storage";

describe("the pending order note", () => {
  it("is read once, for its own reference only", () => {
    const storage = memoryStorage();
    rememberPendingOrder({ order_reference: "BS-ABCDEFGH", campaign_id: "c1", kind: "cart" }, storage);
    expect(takePendingOrder("BS-ZZZZZZZZ", storage)).toBeNull();
    expect(takePendingOrder("BS-ABCDEFGH", storage)).toEqual({ order_reference: "BS-ABCDEFGH", campaign_id: "c1", kind: "cart" });
    expect(storage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(takePendingOrder("BS-ABCDEFGH", storage)).toBeNull();
  });

  it("ignores garbage", () => {
    expect(parsePendingOrder("{")).toBeNull();
    expect(parsePendingOrder('{"order_reference":1}')).toBeNull();
    expect(parsePendingOrder('{"order_reference":"BS-1","campaign_id":"c","kind":"x"}')?.kind).toBe("cart");
  });
});
