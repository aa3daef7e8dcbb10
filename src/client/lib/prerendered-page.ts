import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";

// A prerendered page (docs/decisions/023-prerendered-public-pages.md) is built once, for a first visit with nothing in
// its address but its path. The app adopts that markup as it is (hydration), so its first render must be that same
// page: what the address adds (a return path, a reset link's token) and what the visitor typed meanwhile come in after.

const noSubscription = () => () => {};

/**
 * False while React renders to adopt the page's markup (and while the build renders it), true from the render after
 * and in every render of a page the app draws itself: React reads the third function while hydrating.
 */
export function useAdopted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const noParams = new URLSearchParams();

/** The address's search parameters, none while the app adopts a prerendered page (it was built without them). */
export function useSearchParamsOnceAdopted(): URLSearchParams {
  const [params] = useSearchParams();
  return useAdopted() ? params : noParams;
}

/**
 * Whether the page came prerendered for a visitor with no session: the server sends a sign-in page so only to a
 * request without a session cookie (src/server/pages/routes.ts); to one with a cookie it sends the app's empty shell.
 * Then the session, still loading, is known to be none, and the page shows its form rather than a spinner.
 */
export function cameSignedOut(): boolean {
  if (typeof document === "undefined") return true; // the build's render, for a first visit
  return document.getElementById("prerendered-page") !== null && !document.documentElement.hasAttribute("data-member");
}

/**
 * The default values of a prerendered form while the app adopts it: none, so that react-hook-form takes each field's
 * value from the page when it registers the field (as React commits the adoption), i.e. what the visitor typed or a
 * password manager filled in before the app arrived, up to that instant; a defined default would be written over it.
 */
export function defaultsFromTheFields<T extends Record<string, unknown>>(defaults: T): T {
  // Typed as the defaults: react-hook-form's own type asks a value for each, where undefined means "read the field".
  return Object.fromEntries(Object.keys(defaults).map((name) => [name, undefined])) as T;
}
