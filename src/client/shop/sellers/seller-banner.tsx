import { useRef, useState } from "react";
import { UserRound } from "lucide-react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import type { PublicSeller } from "../../../shared/sellers-responses";
import { goalPercent } from "../../../shared/sellers-rules";
import type { CartSeller } from "../checkout/cart-seller";
import { Button } from "../../components/ui/button";
import { barsSoldText, sellerLabel } from "./seller-display";

type SellerBannerProps = {
  seller: CartSeller;
  /** The seller's bars and goal, once read (a seller picked from the list has no link to read them by). */
  progress: PublicSeller | null;
  onChange: () => void;
  onRemove: () => void;
};

/**
 * While the cart orders for a seller (docs/product.md#sellers): whom for, how far they are toward their goal, and a way
 * to change or remove them. A bar held at the bottom of the screen (sticky, placed after the footer): it comes once
 * the seller is known, after the first paint, without pushing anything the visitor is reading, and its buttons sit
 * under the thumb. Loaded only on a page that orders for a seller (campaign-view.tsx).
 */
export function SellerBanner({ seller, progress, onChange, onRemove }: SellerBannerProps) {
  const percent = progress ? goalPercent(progress.bars, progress.goal_bars) : null;
  const sold = progress ? barsSoldText(progress.bars, progress.goal_bars) : null;
  return (
    <section
      aria-label="Votre vendeur"
      className="sticky bottom-0 z-30 border-t border-line bg-peach-light/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(74_44_42/0.25)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <UserRound className="hidden size-5 shrink-0 text-brand-deeper sm:block" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-semibold text-chocolate">Vous commandez auprès de {sellerLabel(seller)}</p>
          {percent !== null ? (
            <div
              role="progressbar"
              aria-label={`Objectif de ${seller.first_name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={sold ?? undefined}
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-white"
            >
              <div className="h-full rounded-full bg-(--campaign-primary)" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
          {sold ? <p className="text-xs text-ink tabular-nums">{sold}</p> : null}
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">
          <Button variant="outline" size="sm" className="px-3" onClick={onChange} aria-haspopup="dialog">
            Changer<span className="sr-only"> de vendeur</span>
          </Button>
          <OrderWithoutSeller firstName={seller.first_name} onRemove={onRemove} />
        </div>
      </div>
    </section>
  );
}

/**
 * 'Retirer' read as 'pick up' to a buyer: the button says what it does, and asks first, since the order then no longer
 * counts for the child whose link was followed.
 */
function OrderWithoutSeller({ firstName, onRemove }: { firstName: string; onRemove: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        <Button variant="ghost" size="sm" className="px-3">
          Sans vendeur
        </Button>
      }
      title={`Commander sans ${firstName} ?`}
      // Removed once the question is closed (its focus trap let go): the banner goes with its button, and the page moves
      // the focus to its content itself.
      onCloseAutoFocus={(event) => {
        if (!confirmed.current) return;
        event.preventDefault();
        onRemove();
      }}
      description={<p>Votre commande ne sera plus comptée pour {firstName}. Vous pourrez choisir un vendeur à nouveau avec « Changer ».</p>}
      confirm={{
        label: "Commander sans vendeur",
        pendingLabel: "Commander sans vendeur",
        pending: false,
        onConfirm: () => {
          confirmed.current = true;
          setConfirming(false);
        },
      }}
    />
  );
}
