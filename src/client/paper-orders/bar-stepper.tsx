import { Minus, Plus } from "lucide-react";
import { MAX_QUANTITY } from "../../shared/checkout-rules";

const button =
  "grid size-12 shrink-0 cursor-pointer place-items-center rounded-full border border-line bg-white text-chocolate transition-colors hover:bg-peach-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A bar's count on the paper order form: from 0 (a bar not ordered) to the cap of docs/product.md#cart, with buttons
 * big enough for a thumb on a phone held in one hand.
 */
export function BarStepper({ name, value, onChange }: { name: string; value: number; onChange: (quantity: number) => void }) {
  return (
    <div role="group" aria-label={`Quantité de ${name}`} className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.max(0, value - 1))}
        disabled={value <= 0}
        aria-label={`Une tablette de moins : ${name}`}
      >
        <Minus className="size-5" aria-hidden="true" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        disabled={value >= MAX_QUANTITY}
        aria-label={`Une tablette de plus : ${name}`}
      >
        <Plus className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
