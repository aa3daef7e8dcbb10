import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { AssociationProvider } from "./account/association-context";
import { AuthProvider } from "./auth/auth-context";
import { queryClient } from "./lib/query-client";
import { createRouter } from "./router";
import "./styles.css";

const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AssociationProvider>
          <RouterProvider router={router} />
        </AssociationProvider>
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
  </StrictMode>,
);
