import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { pathTo } from "../../shared/page-paths";
import { LoadingState } from "../components/ui/spinner";
import { cameSignedOut } from "../lib/prerendered-page";
import { useMe } from "../session/me-api";
import { useAuth } from "../session/auth-context";
import { returnPathFrom, withReturnPath } from "./return-path";

// docs/product.md#session: guard views show a spinner while the session loads, then redirect or render the route.

/**
 * The pages a visitor reaches by starting something new: 'Créer ma campagne' links the creation form for everyone (the
 * marketing pages are prerendered, the same for all), and a visitor is sent to sign-up first, then brought back by
 * the confirmation and sign-in (same-site return address only).
 */
const signUpFirst: readonly string[] = [pathTo("campaignCreate")];

export function RequireAuth() {
  const { user, loading, exitTo } = useAuth();
  const { pathname } = useLocation();
  if (loading) return <LoadingState />;
  if (!user) {
    const visitorGoesTo = signUpFirst.includes(pathname) ? withReturnPath(pathTo("register"), pathname) : pathTo("login");
    return <Navigate to={exitTo ?? visitorGoesTo} replace />;
  }
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
