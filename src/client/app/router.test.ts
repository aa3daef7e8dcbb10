import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePaths, pathTo } from "../../shared/page-paths";
import { routes } from "./router";

// One table of page addresses (src/shared/page-paths.ts) feeds the router, the links and the server's list of pages:
// a page routed without an entry, or an entry nobody routes, would let the three drift apart again.

/** The full address of every page the router shows: its leaves and index routes, not its layouts nor '*'. */
function routedPaths(children: RouteObject[], parent = ""): string[] {
  return children.flatMap((route) => {
    if (route.index) return [parent || "/"];
    const path = route.path === undefined ? parent : route.path.startsWith("/") ? route.path : `${parent.replace(/\/$/, "")}/${route.path}`;
    if (route.children) return routedPaths(route.children, path);
    return route.path === undefined || route.path === "*" ? [] : [path];
  });
}

describe("the route table", () => {
  it("routes every page of the table, and only those", () => {
    const routed = routedPaths(routes);
    expect(new Set(routed).size, "a page routed twice").toBe(routed.length);
    expect([...routed].sort()).toEqual(Object.values(pagePaths).sort());
  });

  it("builds a page's link from its ids, each encoded, an optional one left out", () => {
    expect(pathTo("statement", { campaignId: "5e1c2d3e" })).toBe("/releve/5e1c2d3e");
    expect(pathTo("sellerCampaign", { slug: "école", code: "k7m2" })).toBe("/c/%C3%A9cole/v/k7m2");
    expect(pathTo("demoProduct", {})).toBe("/demo/produit");
    expect(pathTo("demoProduct", { productId: "noir" })).toBe("/demo/produit/noir");
    expect(pathTo("adminOrders")).toBe("/admin/commandes");
  });
});
