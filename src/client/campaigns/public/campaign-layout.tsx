import { Outlet } from "react-router";
import { ScrollToTop } from "../../components/layout/scroll-to-top";

/**
 * Campaign pages are the association's own shop: they bring their own header and footer instead of the
 * marketing site's (docs/decisions/004-campaign-pages-stand-alone.md).
 */
export function CampaignLayout() {
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-full bg-chocolate px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
