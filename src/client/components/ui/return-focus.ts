import { useRef } from "react";

type FocusHandler = (event: Event) => void;

/**
 * Radix gives the focus back to a dialog's own Trigger on close; our dialogs are opened by ordinary buttons
 * (open state held by the page), so without this the focus fell to the top of the page and a keyboard user
 * lost their place. Remembers what had the focus when the dialog opened and returns it there on close.
 */
export function useReturnFocus(handlers: { onOpenAutoFocus?: FocusHandler; onCloseAutoFocus?: FocusHandler }) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected || opener.current === document.body) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
