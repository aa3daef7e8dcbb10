import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * docs/product.md#routes: the page scrolls to the top on every route change. Not when the app first takes a page
 * over: on a prerendered page the visitor may already be reading further down (the app loads as they scroll), and a
 * page the browser loads starts at the top anyway (or where a reload left it).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  return null;
}
