import { pathTo } from "../../shared/page-paths";

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
  if (url.pathname.startsWith("/auth/") || url.pathname === pathTo("shortLogin")) return null;
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

// Sign-up goes through the confirmation mail, whose link opens /auth/callback, often in another tab: the return path
// waits there in this browser's storage (docs/product.md#email-confirmation). Storage may be unavailable (private
// mode): the person then lands on the usual pages.
const PENDING_KEY = "boutique.returnAfterConfirmation";

export function rememberReturnAfterConfirmation(path: string | null) {
  const safe = safeReturnPath(path);
  try {
    if (safe) window.localStorage.setItem(PENDING_KEY, safe);
    else window.localStorage.removeItem(PENDING_KEY);
  } catch {
    /* not remembered */
  }
}

/** The return path remembered at sign-up, once: reading it forgets it. */
export function takeReturnAfterConfirmation(): string | null {
  try {
    const stored = window.localStorage.getItem(PENDING_KEY);
    window.localStorage.removeItem(PENDING_KEY);
    return safeReturnPath(stored);
  } catch {
    return null;
  }
}
