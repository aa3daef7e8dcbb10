import { useState } from "react";

/**
 * True from the first time `open` is true, and for good: a part loaded on first use stays mounted, so that it
 * can close with its animation and keep its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
