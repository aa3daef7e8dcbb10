import { useEffect, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { ChevronDown, ClipboardList, Hourglass, Landmark, Megaphone, PackageOpen } from "lucide-react";
import { pathTo } from "../../shared/page-paths";
import { cn } from "../lib/utils";

// The back-office's navigation (docs/product.md#back-office): a sidebar beside the page on a wide screen, a menu
// that folds above it on a phone. Loaded with the admin pages only, never on public pages.

const adminSections = [
  { to: pathTo("admin"), label: "Campagnes en attente", icon: Hourglass, end: true },
  { to: pathTo("adminCampaigns"), label: "Campagnes", icon: Megaphone, end: false },
  { to: pathTo("adminOrders"), label: "Commandes", icon: ClipboardList, end: false },
  { to: pathTo("adminPreparation"), label: "Préparation", icon: PackageOpen, end: false },
  { to: pathTo("adminPayouts"), label: "Versements", icon: Landmark, end: false },
] as const;

function SectionLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-1", className)}>
      {adminSections.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-ink transition-colors hover:bg-peach-light",
                isActive && "bg-peach-light font-semibold text-chocolate",
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A phone's menu: the current section's name on a button that unfolds the sections. */
function MobileAdminMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const current = [...adminSections]
    .reverse()
    .find((section) => (section.end ? location.pathname === section.to : location.pathname.startsWith(section.to)));

  // Fold again once a section is chosen.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset on navigation
    setOpen(false);
  }, [location.pathname]);

  return (
    <nav aria-label="Administration" className="border-b border-line bg-white lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-mobile-sections"
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between px-4 text-left text-sm font-semibold text-chocolate"
      >
        <span>
          <span className="sr-only">Menu d'administration : </span>
          {current?.label ?? "Administration"}
        </span>
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <div id="admin-mobile-sections" hidden={!open} className="px-2 pb-3">
        <SectionLinks />
      </div>
    </nav>
  );
}

export function AdminLayout() {
  return (
    <div className="lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6 lg:px-6">
      <MobileAdminMenu />
      <nav aria-label="Administration" className="hidden lg:block">
        <div className="sticky top-24 pt-12">
          <p className="mb-3 px-3 text-xs font-semibold tracking-wide text-muted uppercase">Administration</p>
          <SectionLinks />
        </div>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
