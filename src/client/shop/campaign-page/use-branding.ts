import { useLayoutEffect } from "react";
import { brandingVariables, type Branding } from "./branding";

/**
 * Puts the campaign colours on <html> while the page is shown: dialogs, the cart drawer and toasts are portaled
 * to <body>, outside the page's own element, and must wear the same colours.
 */
export function useBrandingOnRoot(branding: Branding) {
  const { primary, onPrimary, secondary, onSecondary } = branding;
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const variables = brandingVariables({ primary, onPrimary, secondary, onSecondary });
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.removeProperty(name);
    };
  }, [primary, onPrimary, secondary, onSecondary]);
}
