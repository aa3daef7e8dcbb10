import { pathTo } from "../../../shared/page-paths";
import { sellerCodePattern } from "../../../shared/sellers-rules";

// A seller's link is the campaign's page at /c/{slug}/v/{code} (docs/product.md#sellers): the server sends the same
// page as /c/{slug}, and the page reads the seller from its own address.

/** The campaign's page without a seller. */
export function campaignPath(slug: string): string {
  return pathTo("campaign", { slug });
}

/** The code of a seller link to this campaign's page, when the address is one and the code could be real. */
export function sellerCodeFromPath(pathname: string, slug: string): string | null {
  const prefix = `${campaignPath(slug)}/v/`;
  if (!pathname.startsWith(prefix)) return null;
  const code = pathname.slice(prefix.length).replace(/\/$/, "").toLowerCase();
  return sellerCodePattern.test(code) ? code : null;
}

/**
 * Once the buyer has changed or removed the seller, the address goes back to /c/{slug}: a reload must not bring the
 * link's seller back. History is replaced, not pushed, so that Back still leaves the page.
 */
export function leaveSellerLink(slug: string, win: Window = window): void {
  const { pathname, search, hash } = win.location;
  if (sellerCodeFromPath(pathname, slug) === null) return;
  win.history.replaceState(win.history.state, "", `${campaignPath(slug)}${search}${hash}`);
}
