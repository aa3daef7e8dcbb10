import { useEffect, useRef } from "react";
import { Toaster, useSonner } from "sonner";

/** What a toast says, read aloud: its title, then its description. */
function spoken(toast: { title?: unknown; description?: unknown } | undefined): string {
  if (!toast) return "";
  const parts = [toast.title, toast.description].filter(
    (part): part is string | number => typeof part === "string" || typeof part === "number",
  );
  return parts.join(". ");
}

/**
 * sonner's region is live and relevant to 'additions text': a screen reader read the whole list again at each new
 * toast. It is silenced, and this region says the newest message alone (replaced, never appended).
 */
function ToastAnnouncer() {
  const { toasts } = useSonner();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = document.querySelector("section[aria-live][data-react-aria-top-layer]");
    if (list && list !== region.current) list.setAttribute("aria-live", "off");
  });
  return (
    <div ref={region} aria-live="polite" aria-atomic="true" className="sr-only">
      {spoken(toasts[0])}
    </div>
  );
}

/**
 * The notifications, in our colours (sonner's rich colours fall below WCAG AA contrast), below the sticky header
 * (64 px, 72 on wide screens): a toast must never lie over the cart or the menu button a phone user reaches for next
 * (and hovering a toast keeps it open).
 */
export function AppToaster() {
  return (
    <>
      <ToastAnnouncer />
      <Toaster
        position="top-center"
        offset={{ top: 84 }}
        mobileOffset={{ top: 72 }}
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{
          closeButtonAriaLabel: "Fermer la notification",
          classNames: {
            toast: "!rounded-2xl !border-line !bg-white !text-ink !shadow-lg",
            title: "!font-semibold !text-chocolate",
            description: "!text-muted",
            error: "!border-l-4 !border-l-danger [&_[data-icon]]:!text-danger",
            success: "!border-l-4 !border-l-success [&_[data-icon]]:!text-success",
            info: "!border-l-4 !border-l-brand [&_[data-icon]]:!text-brand-dark",
          },
        }}
      />
    </>
  );
}
