import { ShoppingBag, Trash2 } from "lucide-react";
import { formatEuros } from "../../../shared/money";
import { HOME_DELIVERY_FEE_CENTS } from "../../../shared/catalogue";
import { Button } from "../../components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { cartCount, cartSubtotalCents, lineTotalCents, type CartLine } from "./cart-store";
import { QuantityStepper } from "./quantity-stepper";

type CartDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: CartLine[];
  onIncrement: (id: string) => void;
  onDecrement: (id: string) => void;
  onRemove: (line: CartLine) => void;
};

/** SPEC.md §2 "Cart drawer": lines with a stepper (never below 1) and removal, the subtotal. */
export function CartDrawer({ open, onOpenChange, lines, onIncrement, onDecrement, onRemove }: CartDrawerProps) {
  const count = cartCount(lines);
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
            <ul className="flex-1 divide-y divide-line px-6" aria-label="Articles du panier">
              {lines.map((line) => (
                <li key={line.id} className="flex gap-4 py-4">
                  <img src={line.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl bg-peach-light object-cover" />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <div>
                        <p className="font-semibold text-chocolate">{line.name}</p>
                        <p className="text-sm text-muted">{formatEuros(line.price)} l'unité</p>
                      </div>
                      <button
                        type="button"
                        onClick={() => onRemove(line)}
                        aria-label={`Retirer ${line.name} du panier`}
                        className="rounded-full p-2 text-muted transition-colors hover:bg-red-50 hover:text-danger"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </button>
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <QuantityStepper
                        size="sm"
                        itemName={line.name}
                        value={line.quantity}
                        onDecrement={() => onDecrement(line.id)}
                        onIncrement={() => onIncrement(line.id)}
                      />
                      <p className="font-semibold tabular-nums">{formatEuros(lineTotalCents(line))}</p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <div className="border-t border-line bg-white p-6">
              <div className="flex items-center justify-between text-lg font-semibold text-chocolate">
                <span>Sous-total</span>
                <span className="tabular-nums">{formatEuros(cartSubtotalCents(lines))}</span>
              </div>
              <p className="mt-2 text-sm text-muted">
                Retrait gratuit à l'association, ou livraison à domicile pour {formatEuros(HOME_DELIVERY_FEE_CENTS)}.
              </p>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
