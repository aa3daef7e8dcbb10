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

// What this page load took from storage: React may call a state's initializer again for one screen (a render it
// interrupted and started over, as it does when the machine is busy, or the page mounted again), and the second call
// must find what the first one took, not an empty storage.
let takenThisPageLoad: { path: string | null } | null = null;

/**
 * The return path remembered at sign-up: the first call of the page load takes it out of storage (a later visit is
 * not sent there again); every call of the same page load gives the same answer.
 */
export function takeReturnAfterConfirmation(): string | null {
  if (takenThisPageLoad) return takenThisPageLoad.path;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(PENDING_KEY);
    window.localStorage.removeItem(PENDING_KEY);
  } catch {
    /* storage unavailable: nothing was remembered */
  }
  takenThisPageLoad = { path: safeReturnPath(stored) };
  return takenThisPageLoad.path;
}

/** Forgets what this page load took (tests: each one is a new page load). */
export function forgetTakenReturnPath() {
  takenThisPageLoad = null;
}
