import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { CheckoutRequest } from "../../../shared/checkout";
import { ApiError } from "../../lib/api";
import { notifyFailure } from "../../lib/notify";
import { rememberPendingOrder } from "./pending-order";
import { forgetAttempt } from "./checkout-attempt-key";
import { checkoutFailure, connectionLost, sendCheckoutAttempt } from "./checkout-api";

/**
 * docs/product.md#checkout: 'Paiement en cours…' on a disabled 'Payer' while the call runs, then the browser goes to
 * the payment page. A lost connection leaves the drawer open and says so (`interrupted`): 'Payer' again sends the same
 * attempt, which the server counts once (decision 045). Any other failure runs `onFailure` (the drawer closes) and a
 * toast shows the error, unless `shownInForm` takes the error to show it at its field (it returns true then, and the
 * form stays open).
 */
export function useCheckoutPayment(onFailure: () => void, shownInForm?: (error: unknown) => boolean) {
  const [loading, setLoading] = useState(false);
  const [interrupted, setInterrupted] = useState(false);
  // A second tap before React has re-rendered the disabled button must not send a second call.
  const sending = useRef(false);

  // Coming back from the payment page with the Back button restores this page from the cache, still loading.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setLoading(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const pay = async (attempt: Omit<CheckoutRequest, "checkout_key">) => {
    if (sending.current) return;
    sending.current = true;
    setLoading(true);
    setInterrupted(false);
    const toastId = toast.loading("Création de votre commande...");
    try {
      const { url, order_reference } = await sendCheckoutAttempt(attempt);
      // The donation rides in the cart: the paid order empties both (docs/product.md#donation).
      rememberPendingOrder({ order_reference, campaign_id: attempt.campaign_id, kind: "cart" });
      toast.loading("Redirection vers le paiement...", { id: toastId });
      window.location.assign(url);
    } catch (error) {
      toast.dismiss(toastId);
      sending.current = false;
      setLoading(false);
      if (connectionLost(error)) return setInterrupted(true);
      // The server holds another content under the kept key: the next 'Payer' starts a new attempt.
      if (error instanceof ApiError && error.code === "CHECKOUT_KEY_REUSED") forgetAttempt(attempt.campaign_id);
      if (shownInForm?.(error)) return;
      onFailure();
      const { title, description } = checkoutFailure(error);
      notifyFailure(description, title);
    }
  };

  return { pay, loading, interrupted };
}
