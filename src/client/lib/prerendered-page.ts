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
 * The values a visitor typed (or a password manager filled in) in a prerendered form before the app adopted it, by
 * field name; a box is its `checked`. Read once, while adopting: the form then starts from them, not from its empty
 * defaults (react-hook-form writes its defaults into the fields it registers).
 */
export function typedBeforeAdoption<T extends Record<string, unknown>>(defaults: T): T {
  const container = typeof document === "undefined" ? null : document.getElementById("prerendered-page");
  const names = Object.keys(defaults);
  // The first form with every one of these fields (the footer's newsletter form has an email field too, after it).
  const form = [...(container?.querySelectorAll("form") ?? [])].find((candidate) =>
    names.every((name) => candidate.elements.namedItem(name)),
  );
  if (!form) return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) continue;
    if (field.type === "checkbox") values[name] = field.checked;
    else if (field.value !== "") values[name] = field.value;
  }
  return values as T;
}
