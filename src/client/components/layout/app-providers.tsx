import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { AssociationProvider } from "../../account/association-context";
import { AuthProvider } from "../../auth/auth-context";

/**
 * Everything around the router: data, session, association, toasts. Shared by main.tsx and the build-time
 * render of the home page (marketing/prerender-home.tsx): hydration needs the very same tree on both sides.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AssociationProvider>{children}</AssociationProvider>
      </AuthProvider>
      <Toaster
        position="top-center"
        closeButton
        containerAriaLabel="Notifications"
        // Our own colours: sonner's rich colours fall below WCAG AA contrast.
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
    </QueryClientProvider>
  );
}
