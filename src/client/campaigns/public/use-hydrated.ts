import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while React adopts the server's HTML, true from the render after: what may only appear
 * once the page is alive (and its first paint done) waits for it without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
