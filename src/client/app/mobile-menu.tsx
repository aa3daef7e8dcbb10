import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Menu } from "lucide-react";
import { Button } from "../components/ui/button";

// The menu's dialog (Radix, focus trap, scroll lock) is only needed once someone opens it: it stays out of the
// first download, which keeps the home page fast on phones. Pointing at or focusing the button fetches it early.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));
// A failed early fetch is retried by lazy() when the menu really opens.
const preloadPanel = () => void loadPanel().catch(() => {});

/** Hamburger menu for small screens (docs/product.md#header-and-footer). */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate and focus return works.
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close on every route change (a link inside was followed, or the back button was used).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset on navigation, kept as it was written (decision 011)
    setOpen(false);
  }, [location.pathname]);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6!" aria-hidden="true" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
