import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { PAYMENT_RETURN_PARAM, paymentReturnNotice } from "./payment-return";

/** Shows the toast of ?paiement=… once, then drops the parameter so that a reload doesn't repeat it. */
export function usePaymentReturnNotice() {
  const [params, setParams] = useSearchParams();
  const value = params.get(PAYMENT_RETURN_PARAM);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (value === null) return;
    const notice = paymentReturnNotice(value);
    if (notice && shown.current !== value) {
      shown.current = value;
      if (notice.tone === "error") toast.error(notice.message);
      else toast.info(notice.message);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [value, setParams]);
}
