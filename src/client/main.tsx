import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./components/layout/app-providers";
import { queryClient } from "./lib/query-client";
import { createRouter } from "./router";
import "./styles.css";

const router = createRouter();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The HTML carries the home page, rendered at build time (vite.config.ts, marketing/prerender-home.tsx). On the
// home page React adopts that markup (hydration: no second layout); as a transition, the work is split into small
// tasks, so a phone's main thread never blocks on it. On any other address React renders the page into #root,
// replacing the hidden home page.
const prerendered = window.location.pathname === "/" ? document.getElementById("prerendered-home") : null;
if (prerendered) startTransition(() => void hydrateRoot(prerendered, app));
else createRoot(document.getElementById("root")!).render(app);
