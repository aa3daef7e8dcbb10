import { useEffect, useState } from "react";
import { Info, ShoppingBag, Trash2, Truck } from "lucide-react";
import { toast } from "sonner";
import { formatEuros } from "../../shared/money";
import { cartCount, cartSubtotalCents, lineTotalCents } from "../campaigns/public/cart-store";
import { QuantityStepper } from "../campaigns/public/quantity-stepper";
import { Button } from "../components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../components/ui/sheet";
import { demoCart, useDemoCart } from "./demo-cart";

/**
 * The demo shop's cart drawer (SPEC.md §2 "Cart drawer", §4 "Demo cart"): lines with a stepper that never
 * goes below 1, removal, line subtotals, count and total, all computed in the browser. Ordering is only
 * explained: the demo takes no payment.
 */
export function DemoCartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const lines = useDemoCart();
  const [explained, setExplained] = useState(false);
  const count = cartCount(lines);

  useEffect(() => {
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
            <ul className="flex-1 divide-y divide-line px-6" aria-label="Articles du panier">
              {lines.map((line) => (
                <li key={line.id} className="flex gap-4 py-4">
                  <img src={line.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl bg-peach-light" />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <div>
                        <p className="font-semibold text-chocolate">{line.name}</p>
                        <p className="text-sm text-muted">{formatEuros(line.price)} l'unité</p>
                      </div>
                      <button
                        type="button"
                        onClick={() => {
                          demoCart.remove(line.id);
                          toast.success("Produit retiré", { description: line.name });
                        }}
                        aria-label={`Retirer ${line.name} du panier`}
                        className="cursor-pointer rounded-full p-2 text-muted transition-colors hover:bg-red-50 hover:text-danger"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </button>
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <QuantityStepper
                        size="sm"
                        itemName={line.name}
                        value={line.quantity}
                        onDecrement={() => demoCart.decrement(line.id)}
                        onIncrement={() => demoCart.increment(line.id)}
                      />
                      <p className="font-semibold tabular-nums" data-testid="line-subtotal">
                        {formatEuros(lineTotalCents(line))}
                      </p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <div className="sticky bottom-0 border-t border-line bg-cream p-6">
              <p className="flex items-center gap-2 text-sm text-success">
                <Truck className="size-4" aria-hidden="true" /> Livraison offerte
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
                    Sur une vraie boutique, ce bouton ouvre le paiement sécurisé par carte. Ici, c'est une démo : rien n'est
                    commandé ni débité.
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
