import { Toaster } from "sonner";

/**
 * The notifications, in our colours (sonner's rich colours fall below WCAG AA contrast), below the sticky header
 * (64 px, 72 on wide screens): a toast must never lie over the cart or the menu button a phone user reaches for next
 * (and hovering a toast keeps it open).
 */
export function AppToaster() {
  return (
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
  );
}
