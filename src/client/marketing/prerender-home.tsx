import { renderToString } from "react-dom/server";
import { StrictMode } from "react";
import { QueryClient } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "../components/layout/app-providers";
import { routes } from "../router";

/**
 * The home page as HTML, rendered at build time (vite.config.ts) with the same routes and the same tree as
 * main.tsx, in the state of a first visit (session still loading), so that main.tsx can hydrate it.
 */
export async function renderHomePage(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`the home page answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing is fetched while rendering to a string: the queries stay pending, as on a first visit.
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
