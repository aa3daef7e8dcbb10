import { useEffect } from "react";
import { documentTitle, SITE_NAME } from "../../shared/document-title";

/** '{title} | Boutique Solidaire' while the page is shown (screen readers announce it on navigation). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = documentTitle(title);
    // Pages that set no title of their own get the site's name back, not the previous page's.
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);
}
