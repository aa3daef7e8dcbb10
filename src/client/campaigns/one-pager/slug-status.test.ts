import { describe, expect, it } from "vitest";
import { initialSlugStatus, slugStatusReducer, slugStatusText, type SlugEvent, type SlugStatus } from "./slug-status";

const run = (events: SlugEvent[], from: SlugStatus = initialSlugStatus) => events.reduce(slugStatusReducer, from);

describe("slug status", () => {
  it("checks from 3 valid characters only", () => {
    expect(run([{ type: "changed", slug: "ab" }])).toEqual({ kind: "idle" });
    expect(run([{ type: "changed", slug: "Abc" }])).toEqual({ kind: "idle" });
    expect(run([{ type: "changed", slug: "abc" }])).toEqual({ kind: "checking", slug: "abc" });
  });

  it("takes the answer for the slug being checked", () => {
    expect(
      run([
        { type: "changed", slug: "abc" },
        { type: "answered", slug: "abc", available: true },
      ]),
    ).toEqual({
      kind: "available",
      slug: "abc",
    });
    expect(
      run([
        { type: "changed", slug: "abc" },
        { type: "answered", slug: "abc", available: false },
      ]),
    ).toEqual({
      kind: "taken",
      slug: "abc",
    });
  });

  it("says a reserved word at once, without asking the server, and after a refused save", () => {
    const typed = run([{ type: "changed", slug: "admin" }]);
    expect(typed).toEqual({ kind: "reserved", slug: "admin" });
    expect(slugStatusText(typed)).toBe("Ce slug est réservé, choisissez-en un autre");
    expect(
      run([
        { type: "changed", slug: "abc" },
        { type: "answered", slug: "abc", available: false, reason: "reserved" },
      ]),
    ).toEqual({
      kind: "reserved",
      slug: "abc",
    });
    expect(run([{ type: "rejected", slug: "login", reason: "reserved" }])).toEqual({ kind: "reserved", slug: "login" });
  });

  it("ignores a late answer for an older slug", () => {
    const state = run([
      { type: "changed", slug: "abc" },
      { type: "changed", slug: "abcd" },
      { type: "answered", slug: "abc", available: false },
    ]);
    expect(state).toEqual({ kind: "checking", slug: "abcd" });
  });

  it("does not ask again for the slug it already knows", () => {
    const known = run([
      { type: "changed", slug: "abc" },
      { type: "answered", slug: "abc", available: true },
    ]);
    expect(slugStatusReducer(known, { type: "changed", slug: "abc" })).toBe(known);
  });

  it("retries after a failed check, and a refused save marks the slug taken", () => {
    const failed = run([
      { type: "changed", slug: "abc" },
      { type: "failed", slug: "abc" },
    ]);
    expect(failed).toEqual({ kind: "error", slug: "abc" });
    expect(slugStatusReducer(failed, { type: "changed", slug: "abc" })).toEqual({ kind: "checking", slug: "abc" });
    expect(run([{ type: "rejected", slug: "abc" }])).toEqual({ kind: "taken", slug: "abc" });
  });

  it("speaks the texts of docs/product.md#slugs", () => {
    expect(slugStatusText({ kind: "checking", slug: "abc" })).toBe("Vérification...");
    expect(slugStatusText({ kind: "taken", slug: "abc" })).toBe("Ce slug est déjà utilisé");
    expect(slugStatusText({ kind: "available", slug: "abc" })).toBe("Disponible ✓");
    expect(slugStatusText({ kind: "idle" })).toBeNull();
  });
});
