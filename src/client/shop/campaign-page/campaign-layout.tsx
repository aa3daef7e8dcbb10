import { Outlet } from "react-router";
import { ScrollToTop } from "../../components/layout/scroll-to-top";
import { SkipLink } from "../../components/layout/skip-link";

/**
 * Campaign pages are the association's own shop: they bring their own header and footer instead of the
 * marketing site's (docs/decisions/004-campaign-pages-stand-alone.md).
 */
export function CampaignLayout() {
  return (
    <>
      <SkipLink className="bg-chocolate text-cream" />
      <ScrollToTop />
      <Outlet />
    </>
  );
}
