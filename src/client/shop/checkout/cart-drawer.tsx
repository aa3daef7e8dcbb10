import { lazy, useEffect, useState } from "react";
import { ShoppingBag } from "lucide-react";
import type { PublicCampaign } from "../../../shared/campaign";
import { HOME_DELIVERY_FEE_CENTS } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { LoadBoundary } from "../../components/load-boundary";
import { Button } from "../../components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { CartLines } from "./cart-lines";
import { cartCount, cartSubtotalCents, type CartLine } from "./cart-store";

// The checkout form carries zod and react-hook-form: it is downloaded when the buyer asks for it (or points at
// the button), never with the campaign page itself.
const loadCheckoutForm = () => import("./checkout-form");
const CheckoutForm = lazy(async () => ({ default: (await loadCheckoutForm()).CheckoutForm }));

type CartDrawerProps = {
  campaign: PublicCampaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: CartLine[];
  onIncrement: (id: string) => void;
  onDecrement: (id: string) => void;
  onRemove: (line: CartLine) => void;
};

/**
 * docs/product.md#cart: lines with a stepper (never below 1) and removal, the subtotal; then, on
 * 'Commander', the delivery choice, the buyer form and the payment.
 */
export function CartDrawer({ campaign, open, onOpenChange, lines, onIncrement, onDecrement, onRemove }: CartDrawerProps) {
  const [step, setStep] = useState<"cart" | "checkout">("cart");
  const count = cartCount(lines);

  // Every opening starts from the cart; an emptied cart has nothing to check out.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset on opening, kept as it was written (decision 011)
    if (!open || lines.length === 0) setStep("cart");
  }, [open, lines.length]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Votre panier</SheetTitle>
          <SheetDescription>
            {count === 0 ? "Aucune tablette pour le moment." : `${count} tablette${count > 1 ? "s" : ""} · 20 % reversés à l'association`}
          </SheetDescription>
        </SheetHeader>

        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-peach-light text-brand-deeper">
              <ShoppingBag className="size-7" aria-hidden="true" />
            </span>
            <p className="font-semibold text-chocolate">Votre panier est vide</p>
            <SheetClose asChild>
              <Button variant="outline">Découvrir nos chocolats</Button>
            </SheetClose>
          </div>
        ) : (
          <>
            <CartLines lines={lines} onIncrement={onIncrement} onDecrement={onDecrement} onRemove={onRemove} />
            <div className="border-t border-line bg-white p-6">
              <div className="flex items-center justify-between text-lg font-semibold text-chocolate">
                <span>Sous-total</span>
                <span className="tabular-nums">{formatEuros(cartSubtotalCents(lines))}</span>
              </div>
              {step === "cart" ? (
                <>
                  <p className="mt-2 text-sm text-muted">
                    Retrait gratuit à l'association, ou livraison à domicile pour {formatEuros(HOME_DELIVERY_FEE_CENTS)}.
                  </p>
                  <Button
                    size="lg"
                    variant="campaign"
                    className="mt-5 w-full"
                    onPointerEnter={() => void loadCheckoutForm().catch(() => {})}
                    onClick={() => setStep("checkout")}
                  >
                    Commander
                  </Button>
                </>
              ) : null}
            </div>
            {step === "checkout" ? (
              <div className="p-6">
                <LoadBoundary label="Chargement du formulaire...">
                  <CheckoutForm campaign={campaign} lines={lines} onFailure={() => onOpenChange(false)} />
                </LoadBoundary>
              </div>
            ) : null}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
