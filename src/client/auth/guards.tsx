import { Navigate, Outlet, useSearchParams } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { LoadingState } from "../components/ui/spinner";
import { cameSignedOut } from "../lib/prerendered-page";
import { useMe } from "../session/me-api";
import { useAuth } from "../session/auth-context";
import { returnPathFrom } from "./return-path";

// docs/product.md#session: guard views show a spinner while the session loads, then redirect or render the route.

export function RequireAuth() {
  const { user, loading, exitTo } = useAuth();
  if (loading) return <LoadingState />;
  if (!user) return <Navigate to={exitTo ?? pathTo("login")} replace />;
  return <Outlet />;
}

/**
 * A signed-in visitor goes to `/`, or back where the sign-in was asked from (`?retour=`, same site only). A page that
 * came prerendered for a visitor with no session shows its form while the session loads (it is known to be none).
 */
export function SignedOutOnly() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  if (loading && !cameSignedOut()) return <LoadingState />;
  if (user) return <Navigate to={returnPathFrom(params) ?? pathTo("home")} replace />;
  return <Outlet />;
}

/** docs/product.md#session: no login -> /auth/login; an error or no admin role -> /. */
export function RequireAdmin() {
  const { user, loading, exitTo } = useAuth();
  const me = useMe({ enabled: Boolean(user) });
  if (loading || (user && me.isPending)) return <LoadingState />;
  if (!user) return <Navigate to={exitTo ?? pathTo("login")} replace />;
  if (me.isError || !me.data?.is_admin) return <Navigate to={pathTo("home")} replace />;
  return <Outlet />;
}
