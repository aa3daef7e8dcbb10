import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { UserRound } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { emailLocalPart } from "../../shared/format";
import { useAssociation } from "../session/association-context";
import { useAuth } from "../session/auth-context";
import { cn } from "../lib/utils";
import { Button } from "../components/ui/button";
import { Logo } from "../components/layout/logo";
import { MobileMenu } from "./mobile-menu";
import { SiteNav } from "./site-nav";

// Only someone in several associations sees the switcher: its code stays out of everyone else's first load (the
// sign-in pages', bench/README.md "JavaScript budgets"); it comes with their memberships, which arrive later anyway.
const AssociationSwitcher = lazy(async () => ({ default: (await import("../account/association-switcher")).AssociationSwitcher }));

export function Header() {
  const { user, loading } = useAuth();
  // Someone in several associations gets the switcher; their account button is then its icon alone, for room.
  const { memberships, isAdmin } = useAssociation();
  const severalAssociations = memberships.length > 1;

  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18">
        <Link to={pathTo("home")} className="rounded-lg" aria-label="Boutique Solidaire, accueil">
          <Logo />
        </Link>

        <SiteNav
          label="Navigation principale"
          className="hidden items-center gap-1 lg:flex"
          linkClassName="rounded-full px-4 py-2 text-sm font-medium text-chocolate transition-colors hover:bg-peach-light"
        />

        <div className="hidden items-center gap-2 lg:flex">
          <Button asChild>
            <Link to={pathTo("campaignCreate")}>Lancer ma campagne</Link>
          </Button>
          {/* Until the session is known (a public page before the visitor's first move included), 'Connexion' is shown
              to visitors and hidden from likely members, whose page the server marks (html[data-member], styles.css),
              so that a signed-in user never sees it flash before their account button. */}
          {loading ? (
            <Button asChild variant="outline">
              <Link to={pathTo("login")} data-guest-only="">
                Connexion
              </Link>
            </Button>
          ) : user ? (
            <>
              {isAdmin ? (
                <Button asChild variant="ghost">
                  <Link to={pathTo("admin")}>Administration</Link>
                </Button>
              ) : null}
              {severalAssociations ? (
                <Suspense fallback={null}>
                  <AssociationSwitcher variant="header" />
                </Suspense>
              ) : null}
              <Button asChild variant="outline">
                <Link to={pathTo("account")} title="Mon compte">
                  <UserRound aria-hidden="true" />
                  <span className={cn("max-w-40 truncate", severalAssociations && "sr-only")}>{emailLocalPart(user.email)}</span>
                </Link>
              </Button>
            </>
          ) : (
            <Button asChild variant="outline">
              <Link to={pathTo("login")}>Connexion</Link>
            </Button>
          )}
        </div>

        <MobileMenu className="lg:hidden" />
      </div>
    </header>
  );
}
