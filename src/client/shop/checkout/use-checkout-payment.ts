import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { CheckoutRequest } from "../../../shared/checkout";
import { notifyFailure } from "../../lib/notify";
import { rememberPendingOrder } from "./pending-order";
import { checkoutFailure, createCheckout } from "./checkout-api";

/**
 * docs/product.md#checkout: a loading flag while paying, 'Création de votre commande...' then
 * 'Redirection vers le paiement...', and the browser goes to the payment page; on failure `onFailure` runs
 * (the drawer closes) and a toast shows the error, unless `shownInForm` takes the error to show it at its field
 * (it returns true then, and the form stays open).
 */
export function useCheckoutPayment(onFailure: () => void, shownInForm?: (error: unknown) => boolean) {
  const [loading, setLoading] = useState(false);

  // Coming back from the payment page with the Back button restores this page from the cache, still loading.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLoading(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const pay = async (body: CheckoutRequest) => {
    setLoading(true);
    const toastId = toast.loading("Création de votre commande...");
    try {
      const { url, order_reference } = await createCheckout(body);
      // The donation rides in the cart: the paid order empties both (docs/product.md#donation).
      rememberPendingOrder({ order_reference, campaign_id: body.campaign_id, kind: "cart" });
      toast.loading("Redirection vers le paiement...", { id: toastId });
      window.location.assign(url);
    } catch (error) {
      toast.dismiss(toastId);
      setLoading(false);
      if (shownInForm?.(error)) return;
      onFailure();
      const { title, description } = checkoutFailure(error);
      notifyFailure(description, title);
    }
  };

  return { pay, loading };
}
