import { Trash2 } from "lucide-react";
import { formatEuros } from "../../../shared/money";
import { cn } from "../../lib/utils";
import { lineTotalCents, type CartLine } from "./cart-store";
import { QuantityStepper } from "../campaign-page/quantity-stepper";

type CartLinesProps = {
  lines: CartLine[];
  onIncrement: (id: string) => void;
  onDecrement: (id: string) => void;
  onRemove: (line: CartLine) => void;
  className?: string;
};

/**
 * The cart drawer (docs/product.md#cart): each line with its stepper (never below 1), its removal and its subtotal.
 * Shared by the campaign page's drawer and the demo's.
 */
export function CartLines({ lines, onIncrement, onDecrement, onRemove, className }: CartLinesProps) {
  return (
    <ul className={cn("divide-y divide-line px-6", className)} aria-label="Articles du panier">
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
                onDecrement={() => onDecrement(line.id)}
                onIncrement={() => onIncrement(line.id)}
              />
              <p className="font-semibold tabular-nums" data-testid="line-subtotal">
                {formatEuros(lineTotalCents(line))}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
