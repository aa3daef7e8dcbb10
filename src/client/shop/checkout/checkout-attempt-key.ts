import type { CheckoutRequest } from "../../../shared/checkout";
import { browserStorage } from "./browser-storage";
import { randomUuid } from "../../lib/random-uuid";

// Decision 045: one checkout attempt, one key. The same cart, buyer, delivery, seller and donation sent again (a double
// tap, a retry after a lost answer, Back from the payment page, the drawer reloaded) carry the same key, so the server
// answers with the same order; anything changed makes a new key. Kept in sessionStorage beside the cart: it survives a
// reload of this tab and dies with it.

type Attempt = Omit<CheckoutRequest, "checkout_key">;
type KeptAttempt = { key: string; content: string };

export const attemptStorageKey = (campaignId: string) => `checkout:attempt:${campaignId}`;

/** What the server compares: the browser's names, prices and images of the bars don't count. */
export function attemptContent(attempt: Attempt): string {
  return JSON.stringify([
    attempt.campaign_id,
    attempt.cart.map((line) => [line.id, line.quantity]),
    attempt.donation_eur ?? null,
    Object.entries(attempt.buyer_info).sort(([a], [b]) => a.localeCompare(b)),
    attempt.seller_id ?? null,
  ]);
}

/** The key of one checkout attempt (lib/random-uuid.ts). */
export const newAttemptKey = randomUuid;

function readKept(raw: string | null): KeptAttempt | null {
  try {
    const value = JSON.parse(raw ?? "null") as Partial<KeptAttempt> | null;
    return typeof value?.key === "string" && typeof value.content === "string" ? { key: value.key, content: value.content } : null;
  } catch {
    return null;
  }
}

/** The attempt's key: the kept one when the same attempt is sent again, else a new one, kept. */
export function attemptKeyFor(
  attempt: Attempt,
  storage: Storage | null = browserStorage("sessionStorage"),
  makeKey = newAttemptKey,
): string {
  const name = attemptStorageKey(attempt.campaign_id);
  const content = attemptContent(attempt);
  let kept: KeptAttempt | null = null;
  try {
    kept = readKept(storage?.getItem(name) ?? null);
  } catch {
    // Storage refused: a key for this call only; the drawer's own state still stops a double tap.
  }
  if (kept?.content === content) return kept.key;
  const key = makeKey();
  try {
    storage?.setItem(name, JSON.stringify({ key, content }));
  } catch {
    // As above.
  }
  return key;
}

/** Forgets the campaign's attempt: its order is paid, or ended unpaid and a new attempt must start. */
export function forgetAttempt(campaignId: string, storage: Storage | null = browserStorage("sessionStorage")) {
  try {
    storage?.removeItem(attemptStorageKey(campaignId));
  } catch {
    // Nothing kept.
  }
}
