import { useSyncExternalStore } from "react";

// The page's own address, read after hydration: the server renders the same HTML for every address of a campaign
// (/c/{slug} and each seller's /c/{slug}/v/{code}), so the first render in the browser must not depend on it either.
// The address changes only by a reload here (or by history.replaceState, which needs no new render).

const noSubscription = () => () => {};
const onServer = () => null;

/** The path of the page ('/c/judo/v/k7m2p9qa'); null on the server and while hydrating. */
export function usePagePathname(): string | null {
  return useSyncExternalStore(noSubscription, () => window.location.pathname, onServer);
}

/** 'https://boutique-solidaire.fr'; null on the server and while hydrating. */
export function usePageOrigin(): string | null {
  return useSyncExternalStore(noSubscription, () => window.location.origin, onServer);
}
