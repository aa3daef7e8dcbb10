import { useEffect, useState, type RefObject } from "react";

const canObserve = () => typeof IntersectionObserver !== "undefined";

/**
 * True once the element has come within `margin` of the viewport, and from then on. What sits far down a page (the
 * sellers' leaderboard) thus loads as the visitor scrolls toward it, never during the first paint a phone waits on.
 * Without IntersectionObserver (old browsers) it is true from the first render after the server's.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = canObserve()
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) setNear(true);
          },
          { rootMargin: `${margin} 0px` },
        )
      : null;
    if (observer) observer.observe(element);
    else queueMicrotask(() => setNear(true));
    return () => observer?.disconnect();
  }, [ref, margin, near]);
  return near;
}
