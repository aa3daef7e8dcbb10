import { useEffect } from "react";

/** The server sets the title of a first visit; client-side navigations set it here. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
