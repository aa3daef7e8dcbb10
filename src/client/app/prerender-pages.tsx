import { renderToString } from "react-dom/server";
import { StrictMode } from "react";
import { QueryClient } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app-providers";
import { routes } from "./router";

// What the build needs besides the markup: which pages, their files, titles and descriptions.
export { homePage, prerenderedPages, signInPages } from "../../shared/public-pages";
export { documentTitle } from "../../shared/document-title";

/**
 * A public page as HTML, rendered at build time (vite.config.ts, docs/decisions/023-prerendered-public-pages.md) with
 * the same routes and the same tree as main.tsx, in the state of a first visit (session still loading), so that
 * main.tsx can hydrate it. The legal pages' operator details come out as placeholders the server fills in
 * (src/client/lib/operator-details.ts).
 */
export async function renderPublicPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at build time`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode} at build time`);
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
