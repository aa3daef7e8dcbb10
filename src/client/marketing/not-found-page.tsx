import { Link } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { Button } from "../components/ui/button";

/** docs/product.md#routes: any other route (the wording is the original specification's, in English). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-display text-7xl font-semibold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Button asChild size="lg" className="mt-8">
        <Link to={pathTo("home")}>Return to Home</Link>
      </Button>
    </div>
  );
}
