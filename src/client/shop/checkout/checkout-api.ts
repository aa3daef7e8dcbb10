import type { CheckoutRequest } from "../../../shared/checkout";
import type { CheckoutResult } from "../../../shared/checkout-responses";
import { api, ApiError, FALLBACK_ERROR_MESSAGE } from "../../lib/api";
import { describeError, type ErrorToast } from "../../lib/error-message";

// POST /api/checkout (docs/product.md#checkout, docs/api.md). Only types come from shared (checkout, checkout-responses), so this
// module stays free of zod.

export const MISSING_PAYMENT_URL = "URL de paiement non reçue";

export async function createCheckout(body: CheckoutRequest): Promise<CheckoutResult> {
  // Read as possibly incomplete: a proxy or an older server may answer without the payment page's address.
  const response = await api<Partial<CheckoutResult> | null>("/api/checkout", { method: "POST", body });
  // docs/product.md#checkout: an answer without the payment page's address is an error of its own.
  if (!response?.url) throw new Error(MISSING_PAYMENT_URL);
  return { url: response.url, order_reference: response.order_reference ?? "", sale_id: response.sale_id ?? "" };
}

/** docs/product.md#checkout: the error's message, else 'Une erreur est survenue'. */
export function checkoutFailure(error: unknown): ErrorToast {
  if (error instanceof ApiError) return describeError(error);
  if (error instanceof Error && error.message === MISSING_PAYMENT_URL) return { title: "Erreur", description: MISSING_PAYMENT_URL };
  return { title: "Erreur", description: FALLBACK_ERROR_MESSAGE };
}
