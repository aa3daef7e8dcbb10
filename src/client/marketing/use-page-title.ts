import { useEffect } from "react";

const SITE = "Boutique Solidaire";

/** '{title} | Boutique Solidaire' while the page is shown (screen readers announce it on navigation). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
    // Pages that set no title of their own get the site's name back, not the previous page's.
    return () => {
      document.title = SITE;
    };
  }, [title]);
}
