import { describe, expect, it } from "vitest";
import type { MembershipView } from "../../shared/account";
import { associationSummary } from "../../../tests/support/client-fixtures";
import { canSwitchTo, selectMembership } from "./select-association";

function membership(associationId: string, role: MembershipView["role"] = "manager"): MembershipView {
  return {
    id: `m-${associationId}`,
    user_id: "u1",
    association_id: associationId,
    role,
    association: associationSummary(associationId, `Association ${associationId}`),
  };
}

describe("selectMembership", () => {
  const memberships = [membership("a1"), membership("a2", "volunteer")];

  it("selects the remembered association when the user is a member of it", () => {
    expect(selectMembership(memberships, "a2")?.association_id).toBe("a2");
  });

  it("falls back to the first membership when the remembered id is foreign", () => {
    expect(selectMembership(memberships, "someone-else")?.association_id).toBe("a1");
  });

  it("falls back to the first membership when nothing is remembered", () => {
    expect(selectMembership(memberships, null)?.association_id).toBe("a1");
    expect(selectMembership(memberships, "")?.association_id).toBe("a1");
  });

  it("selects nothing without memberships", () => {
    expect(selectMembership([], "a1")).toBeNull();
  });
});

describe("canSwitchTo", () => {
  it("allows only associations the user belongs to", () => {
    const memberships = [membership("a1")];
    expect(canSwitchTo(memberships, "a1")).toBe(true);
    expect(canSwitchTo(memberships, "a2")).toBe(false);
    expect(canSwitchTo([], "a1")).toBe(false);
  });
});
