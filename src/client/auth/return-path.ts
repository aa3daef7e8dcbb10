// Where sign-in (and sign-up, then sign-in) takes the person afterwards: `?retour=` on the auth pages, e.g. from an
// invitation link. Only a path of this site is followed; anything else (another site, `//host`, a scheme) is ignored.

export const RETURN_PARAM = "retour";

const base = "https://boutique.invalid";

/** The path to go back to, or null when there is none or it would leave the site. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Back to a sign-in page would go round in circles.
  if (url.pathname.startsWith("/auth/") || url.pathname === "/login") return null;
  return url.pathname + url.search + url.hash;
}

/** `path` carrying the return path, when there is a safe one. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: safe })}` : path;
}

/** The safe return path of the current page's query string. */
export function returnPathFrom(search: URLSearchParams): string | null {
  return safeReturnPath(search.get(RETURN_PARAM));
}
