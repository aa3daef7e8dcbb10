import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { pathTo } from "../shared/page-paths";
import { AppProviders } from "./app/app-providers";
import { queryClient } from "./lib/query-client";
import { createRouter } from "./app/router";
import "./styles.css";

const router = createRouter();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A public page comes rendered in its HTML (at build time: vite.config.ts, app/prerender-pages.tsx): the home
// page inside #prerendered-home of the shell every address is sent, the other public pages inside #prerendered-page of
// their own file. There React adopts that markup (hydration: no second layout), once the route's code (a lazy route)
// is loaded, so that its first render is the same page; as a transition, the work is split into small tasks, so a
// phone's main thread never blocks on it. On any other address React renders the page into #root.
const prerendered = document.getElementById(window.location.pathname === pathTo("home") ? "prerendered-home" : "prerendered-page");
if (prerendered) void routeLoaded(router).then(() => startTransition(() => void hydrateRoot(prerendered, app)));
else createRoot(document.getElementById("root")!).render(app);

function routeLoaded(r: typeof router): Promise<void> {
  if (r.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = r.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
