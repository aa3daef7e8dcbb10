import type { RefObject } from "react";
import { Link } from "react-router";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { AssociationSwitcher } from "../account/association-switcher";
import { useAssociation } from "../session/association-context";
import { useAuth } from "../session/auth-context";
import { Button } from "../components/ui/button";
import { Logo } from "../components/layout/logo";
import { SiteNav } from "./site-nav";

type MobileMenuPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button: it gets the focus back on close (it is not a Radix trigger, see mobile-menu.tsx). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The menu itself: a Radix dialog, so focus is trapped inside and Escape closes it. */
export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const { user, loading } = useAuth();
  const { isAdmin } = useAssociation();
  const close = () => onOpenChange(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-chocolate/40 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-3xl bg-cream px-4 pt-3 pb-6 shadow-xl data-[state=open]:animate-fade-in"
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">Navigation du site</DialogPrimitive.Description>
          <div className="flex h-13 items-center justify-between">
            <Link to={pathTo("home")} onClick={close} aria-label="Boutique Solidaire, accueil">
              <Logo />
            </Link>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fermer le menu">
                <X className="size-6!" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <SiteNav
            label="Navigation mobile"
            className="mt-4 flex flex-col gap-1"
            linkClassName="rounded-2xl px-4 py-3 text-base font-medium text-chocolate hover:bg-peach-light"
            onNavigate={close}
          />
          {user ? <AssociationSwitcher variant="menu" className="mt-4 border-t border-line px-1 pt-4" /> : null}
          <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
            <Button asChild size="lg">
              <Link to={pathTo("campaignCreate")} onClick={close}>
                Lancer ma campagne
              </Link>
            </Button>
            {loading ? null : user ? (
              <>
                {isAdmin ? (
                  <Button asChild size="lg" variant="ghost">
                    <Link to={pathTo("admin")} onClick={close}>
                      Administration
                    </Link>
                  </Button>
                ) : null}
                <Button asChild size="lg" variant="outline">
                  <Link to={pathTo("account")} onClick={close}>
                    Mon compte
                  </Link>
                </Button>
              </>
            ) : (
              <Button asChild size="lg" variant="outline">
                <Link to={pathTo("login")} onClick={close}>
                  Connexion
                </Link>
              </Button>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
