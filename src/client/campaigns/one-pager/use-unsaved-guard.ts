import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Typed data is never lost silently: the browser asks before a reload or closing the tab, and the router's
 * blocker lets the page ask before leaving for another route. `hasUnsaved` is read at the moment of leaving.
 */
export function useUnsavedGuard(hasUnsaved: () => boolean, unsavedNow: boolean) {
  useEffect(() => {
    if (!unsavedNow) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = ""; // older browsers need it to show the prompt
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [hasUnsaved, unsavedNow]);

  return useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved());
}
