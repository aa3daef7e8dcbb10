import { describe, expect, it } from "vitest";
import { isPageRoute } from "./routes";

// The server answers 200 with the app for the page routes of docs/product.md#routes and 404 for anything else: the
// footer's legal pages (docs/product.md#legal-pages) must be among them, or their address would read as unknown.

describe("isPageRoute", () => {
  it.each(["/mentions-legales", "/cgv", "/cgu", "/privacy", "/cookies", "/accessibilite", "/a-propos", "/support"])(
    "knows the footer page %s, with or without a trailing slash",
    (path) => {
      expect(isPageRoute(path)).toBe(true);
      expect(isPageRoute(`${path}/`)).toBe(true);
    },
  );

  it("knows the marketing and campaign pages", () => {
    for (const path of ["/", "/comment-ca-marche", "/chocolats", "/faq", "/contact", "/c/ecole-jules-ferry", "/c/ecole/v/k7m2p9qa"]) {
      expect(isPageRoute(path), path).toBe(true);
    }
  });

  it("reads anything else as unknown, near misses included", () => {
    for (const path of ["/cgv/extra", "/cgvs", "/accessibilité", "/accessibilite/x", "/conditions", "/api/cgv", "/legal"]) {
      expect(isPageRoute(path), path).toBe(false);
    }
  });
});
