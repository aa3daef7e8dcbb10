import { useEffect, useState } from "react";
import { ordersClosed } from "../../../shared/campaign-dates-rules";

/** How often an open page looks whether its deadline has just passed. */
const RECHECK_MS = 60_000;

/**
 * docs/product.md#campaign-dates: whether the campaign's orders are closed (its deadline's day is over in Paris), read
 * from the clock when the page renders (the server's for its HTML, the visitor's in the browser), and again every
 * minute while the page stays open. The server refuses a checkout after the deadline whatever this says.
 */
export function useOrdersClosed(deadline: string | null | undefined): boolean {
  const [, setChecked] = useState(0);
  const closed = ordersClosed(deadline, new Date());
  useEffect(() => {
    if (closed || !deadline) return;
    const timer = window.setInterval(() => {
      if (ordersClosed(deadline, new Date())) setChecked((n) => n + 1);
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [closed, deadline]);
  return closed;
}
