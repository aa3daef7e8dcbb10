import { describe, expect, it } from "vitest";
import { returnPathFrom, safeReturnPath, withReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeReturnPath("/invitation/abc_DEF-123")).toBe("/invitation/abc_DEF-123");
    expect(safeReturnPath("/compte?onglet=equipe#membres")).toBe("/compte?onglet=equipe#membres");
  });

  it("refuses anything that would leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      " /compte",
      "",
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it("refuses the sign-in pages themselves", () => {
    expect(safeReturnPath("/auth/login")).toBeNull();
    expect(safeReturnPath("/login")).toBeNull();
  });
});

describe("withReturnPath and returnPathFrom", () => {
  it("carry a safe path through the query string", () => {
    const link = withReturnPath("/auth/login", "/invitation/abc");
    expect(link).toBe("/auth/login?retour=%2Finvitation%2Fabc");
    expect(returnPathFrom(new URLSearchParams(link.split("?")[1]))).toBe("/invitation/abc");
  });

  it("leave the path alone without one", () => {
    expect(withReturnPath("/auth/login", null)).toBe("/auth/login");
    expect(withReturnPath("/auth/login", "https://evil.example/")).toBe("/auth/login");
  });
});
