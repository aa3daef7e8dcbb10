import { useSyncExternalStore } from "react";

// Whether the browser believes it is online (docs/product.md#distribution-day-without-network). The browser may say
// online while the hall's signal carries nothing: the screen also counts a hand-over or a read that found no network.

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
