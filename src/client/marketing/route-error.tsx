import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { Button } from "../components/ui/button";
import { NotFoundPage } from "./not-found-page";

/** Router error boundary: a 404 response renders the 404 page, anything else a French apology. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Une erreur est survenue</h1>
      <p className="mt-2 text-muted">Rechargez la page ou revenez à l'accueil.</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        <Button asChild variant="outline">
          <Link to={pathTo("home")}>Retour à l'accueil</Link>
        </Button>
      </div>
    </div>
  );
}
