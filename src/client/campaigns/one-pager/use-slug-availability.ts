import { useCallback, useEffect, useReducer } from "react";
import { checkSlug } from "../campaign-api";
import { initialSlugStatus, slugStatusReducer } from "./slug-status";

/** Typing pauses this long before the server is asked (one request per pause, not per keystroke). */
export const SLUG_CHECK_DELAY_MS = 300;

/** docs/product.md#slugs: availability of the slug being typed, the campaign's own id excluded. */
export function useSlugAvailability(slug: string, excludeId: string | undefined) {
  const [status, dispatch] = useReducer(slugStatusReducer, initialSlugStatus);

  useEffect(() => {
    dispatch({ type: "changed", slug });
  }, [slug]);

  useEffect(() => {
    if (status.kind !== "checking") return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkSlug(status.slug, excludeId, controller.signal).then(
        ({ available, reason, suggestion }) => dispatch({ type: "answered", slug: status.slug, available, reason, suggestion }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: "failed", slug: status.slug });
        },
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [status, excludeId]);

  const reject = useCallback((refused: string, reason: "reserved" | "taken") => dispatch({ type: "rejected", slug: refused, reason }), []);
  return { status, reject };
}
