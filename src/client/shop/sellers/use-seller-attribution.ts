import { useEffect, useState } from "react";
import type { PublicSeller } from "../../../shared/sellers-responses";
import type { CartSeller } from "../checkout/cart-seller";
import { useCartSeller } from "../checkout/use-cart";
import { sellerCodeFromPath } from "./seller-link";
import { usePagePathname } from "./use-page-address";

type Progress = { code: string; seller: PublicSeller };

// The request's module (with the API client under it) loads only on a page that has a seller to ask about.
async function fetchPublicSeller(slug: string, code: string, signal: AbortSignal) {
  const api = await import("./public-seller-api");
  if (signal.aborted) throw new DOMException("The page left the request", "AbortError");
  return api.fetchPublicSeller(slug, code, signal);
}

/**
 * Whom the campaign's orders go to (docs/product.md#sellers). Opened at /c/{slug}/v/{code}, the page asks the server
 * for that seller once hydrated; a real one becomes the cart's seller (kept by the browser for later visits), an
 * unknown code changes nothing. The kept seller's progress is read again whenever `refreshKey` (the live amount
 * raised) moves; a seller the campaign no longer has leaves the cart.
 */
export function useSellerAttribution(campaignId: string, slug: string, refreshKey: unknown) {
  const { seller, store } = useCartSeller(campaignId);
  const pathname = usePagePathname();
  const linkCode = pathname ? sellerCodeFromPath(pathname, slug) : null;
  const [checkedLink, setCheckedLink] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  // Until the link's seller is known, the seller kept from an earlier visit would only flash before being replaced.
  const linkPending = linkCode !== null && checkedLink !== linkCode;
  const code = linkPending ? linkCode : (seller?.code ?? null);

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    fetchPublicSeller(slug, code, controller.signal).then(
      (found) => {
        if (code === linkCode) setCheckedLink(code);
        if (found) {
          setProgress({ code, seller: found });
          // The link's seller (again, after a live update: same seller, same code).
          if (code === linkCode) store.setSeller(cartSellerOf(found, code));
        } else if (store.getSeller()?.code === code) {
          store.setSeller(null);
        }
      },
      () => {
        // Offline or aborted: the page works without the seller's progress, and a link's seller isn't applied.
        if (!controller.signal.aborted && code === linkCode) setCheckedLink(code);
      },
    );
    return () => controller.abort();
  }, [code, linkCode, refreshKey, slug, store]);

  const shown = linkPending ? null : seller;
  const shownProgress = shown?.code && progress?.code === shown.code ? progress.seller : null;
  // The page was opened by this seller's link and still orders for them: a share passes their link on.
  const linkSeller = shown?.code && shown.code === linkCode ? { first_name: shown.first_name, code: shown.code } : null;
  return { seller: shown, progress: shownProgress, linkSeller, store };
}

function cartSellerOf(seller: PublicSeller, code: string): CartSeller {
  return { id: seller.id, first_name: seller.first_name, group_name: seller.group_name, code };
}
