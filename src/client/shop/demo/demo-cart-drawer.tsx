import { useEffect, useState } from "react";
import { Info, ShoppingBag, Truck } from "lucide-react";
import { formatEuros } from "../../../shared/money";
import { CartLines } from "../checkout/cart-lines";
import { cartLineActions } from "../checkout/cart-notices";
import { cartCount, cartSubtotalCents } from "../checkout/cart-store";
import { Button } from "../../components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { demoCart, useDemoCart } from "./demo-cart";
import { DELIVERY_PROMISE } from "../../../shared/delivery-promise";

/**
 * The demo shop's cart drawer (docs/product.md#demo, docs/product.md#cart): lines with a stepper that never
 * goes below 1, removal, line subtotals, count and total, all computed in the browser. Ordering is only
 * explained: the demo takes no payment.
 */
export function DemoCartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const lines = useDemoCart();
  const [explained, setExplained] = useState(false);
  const count = cartCount(lines);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset on closing, kept as it was written (decision 011)
    if (!open) setExplained(false);
  }, [open]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby="demo-cart-description">
        <SheetHeader>
          <SheetTitle>Votre panier</SheetTitle>
          <SheetDescription id="demo-cart-description">
            {count === 0 ? "Boutique de démonstration" : `${count} tablette${count > 1 ? "s" : ""} · boutique de démonstration`}
          </SheetDescription>
        </SheetHeader>

        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
            <ShoppingBag className="size-10 text-line-strong" aria-hidden="true" />
            <p className="font-semibold text-chocolate">Votre panier est vide</p>
            <SheetClose asChild>
              <Button variant="outline">Choisir des tablettes</Button>
            </SheetClose>
          </div>
        ) : (
          <>
            <CartLines className="flex-1" lines={lines} {...cartLineActions(demoCart)} />
            <div className="sticky bottom-0 border-t border-line bg-cream p-6">
              <p className="flex items-center gap-2 text-sm text-success">
                <Truck className="size-4" aria-hidden="true" /> {DELIVERY_PROMISE}
              </p>
              <p className="mt-2 flex items-baseline justify-between text-lg font-semibold text-chocolate">
                <span>Total</span>
                <span className="tabular-nums" data-testid="cart-total">
                  {formatEuros(cartSubtotalCents(lines))}
                </span>
              </p>
              <Button size="lg" className="mt-4 w-full" onClick={() => setExplained(true)}>
                Commander
              </Button>
              <div role="status" className="mt-3 empty:hidden">
                {explained ? (
                  <p className="flex gap-2 rounded-2xl bg-white p-3 text-sm text-ink ring-1 ring-line">
                    <Info className="mt-0.5 size-4 shrink-0 text-brand-dark" aria-hidden="true" />
                    Sur une vraie boutique, ce bouton ouvre le paiement sécurisé par carte. Ici, c'est une démo : rien n'est commandé ni
                    débité.
                  </p>
                ) : null}
              </div>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
