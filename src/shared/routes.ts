import { pagePaths } from "./page-paths";

// The server answers 200 with the app for the page routes of docs/product.md#routes (the footer's pages among them)
// and 404 for anything else; the addresses come from the one table the client router declares too (page-paths.ts).

/** A React Router pattern as a regular expression: `:name` matches one segment, `/:name?` an optional one. */
export function pagePattern(path: string): RegExp {
  const source = path
    .split(/(\/:\w+\??)/)
    .map((part) => {
      if (!part.startsWith("/:")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return part.endsWith("?") ? "(/[^/]+)?" : "/[^/]+";
    })
    .join("");
  return new RegExp(`^${source}$`);
}

export const pageRoutePatterns: RegExp[] = Object.values(pagePaths).map(pagePattern);

export function isPageRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return pageRoutePatterns.some((pattern) => pattern.test(path));
}
