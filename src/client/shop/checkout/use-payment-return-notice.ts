import { useEffect } from "react";
import { toast } from "sonner";
import { PAYMENT_RETURN_PARAM, paymentReturnNotice } from "./payment-return";

/**
 * Shows the toast of ?paiement=… once, then drops the parameter so that a reload doesn't repeat it. Read from
 * the address itself: the stand-alone campaign page has no router; inside the app, the router's own entry
 * (history.state) is kept as it is.
 */
export function usePaymentReturnNotice() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const value = url.searchParams.get(PAYMENT_RETURN_PARAM);
    if (value === null) return;
    const notice = paymentReturnNotice(value);
    if (notice?.tone === "error") toast.error(notice.message);
    else if (notice) toast.info(notice.message);
    url.searchParams.delete(PAYMENT_RETURN_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
