/**
 * The browser's storage, or null where there is none to use (the server's render, private mode, storage disabled):
 * the cart, its pending order and its checkout attempt then live for the visit only.
 */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}
