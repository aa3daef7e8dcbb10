import type { CheckoutRequest } from "../../../shared/checkout";
import type { CheckoutResult } from "../../../shared/checkout-responses";
import { api, ApiError, FALLBACK_ERROR_MESSAGE } from "../../lib/api";
import { describeError, type ErrorToast } from "../../lib/error-message";
import { attemptKeyFor, forgetAttempt } from "./checkout-attempt-key";

// POST /api/checkout (docs/product.md#checkout, docs/api.md). Only types come from shared (checkout, checkout-responses), so this
// module stays free of zod.

export const MISSING_PAYMENT_URL = "URL de paiement non reçue";

/** docs/product.md#paying-on-a-flaky-connection: what the drawer says when the answer never came. */
export const CONNECTION_LOST = "La connexion a été interrompue. Réessayez : votre commande ne sera pas comptée deux fois.";

/**
 * How long the drawer waits for the payment page's address. The server usually answers in well under a second, even
 * from a slow phone (decision 045); past this the answer is most likely lost, and a retry (same key) is safe, even
 * while the server is still at work on the first call.
 */
export const CHECKOUT_TIMEOUT_MS = 30_000;

type Attempt = Omit<CheckoutRequest, "checkout_key">;

/** A signal that aborts after `ms` (AbortSignal.timeout is missing from older phones' browsers). */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException("Délai dépassé", "TimeoutError")), ms);
  return controller.signal;
}

export async function createCheckout(body: CheckoutRequest, timeoutMs = CHECKOUT_TIMEOUT_MS): Promise<CheckoutResult> {
  let response: Partial<CheckoutResult> | null;
  try {
    // Read as possibly incomplete: a proxy or an older server may answer without the payment page's address.
    response = await api<Partial<CheckoutResult> | null>("/api/checkout", { method: "POST", body, signal: timeoutSignal(timeoutMs) });
  } catch (error) {
    // Waited too long: to the buyer, the same as a connection that dropped.
    if (error instanceof DOMException) throw new ApiError("NETWORK", FALLBACK_ERROR_MESSAGE, 0);
    throw error;
  }
  // docs/product.md#checkout: an answer without the payment page's address is an error of its own.
  if (!response?.url) throw new Error(MISSING_PAYMENT_URL);
  return { url: response.url, order_reference: response.order_reference ?? "", sale_id: response.sale_id ?? "" };
}

/**
 * Sends a checkout attempt under its key (checkout-attempt-key.ts). An attempt whose order ended unpaid (a refused
 * card, an expired page) is started again once under a new key: that is what the buyer asked for by paying again.
 */
export async function sendCheckoutAttempt(attempt: Attempt, timeoutMs = CHECKOUT_TIMEOUT_MS): Promise<CheckoutResult> {
  try {
    return await createCheckout({ ...attempt, checkout_key: attemptKeyFor(attempt) }, timeoutMs);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "CHECKOUT_ATTEMPT_ENDED")) throw error;
    forgetAttempt(attempt.campaign_id);
    return createCheckout({ ...attempt, checkout_key: attemptKeyFor(attempt) }, timeoutMs);
  }
}

/**
 * The answer never came (network down, timeout, a gateway that gave up): the server may have written the order, so
 * the drawer stays open and 'Payer' sends the same attempt again.
 */
export function connectionLost(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "NETWORK" || error.status === 408 || error.status === 504);
}

/** docs/product.md#checkout: the error's message, else 'Une erreur est survenue'. */
export function checkoutFailure(error: unknown): ErrorToast {
  if (error instanceof ApiError) return describeError(error);
  if (error instanceof Error && error.message === MISSING_PAYMENT_URL) return { title: "Erreur", description: MISSING_PAYMENT_URL };
  return { title: "Erreur", description: FALLBACK_ERROR_MESSAGE };
}
