import { ApiError } from "./api";

/**
 * Why a read can't be shown, when the server answered rather than failed: not for this reader (403), or no such
 * thing (404; an address whose id is no id at all is refused by the route's schema, 400). Anything else is a failure,
 * shown with 'Réessayer'.
 */
export function readRefusal(error: unknown): "forbidden" | "not-found" | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return "forbidden";
  if (error.status === 404 || error.status === 400) return "not-found";
  return null;
}
