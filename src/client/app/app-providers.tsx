import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { AppLinkProvider } from "../components/app-link";
import { DeferredToaster } from "./deferred-toaster";
import { AssociationProvider } from "../session/association-context";
import { AuthProvider } from "../session/auth-context";

/**
 * Everything around the router: data, session, association, toasts. Shared by main.tsx and the build-time
 * render of the public pages (prerender-pages.tsx): hydration needs the very same tree on both sides.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLinkProvider value={Link}>
        <AuthProvider>
          <AssociationProvider>{children}</AssociationProvider>
        </AuthProvider>
      </AppLinkProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
