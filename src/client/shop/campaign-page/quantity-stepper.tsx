import { Minus, Plus } from "lucide-react";
import { MAX_QUANTITY } from "../../../shared/checkout-rules";
import { cn } from "../../lib/utils";

type QuantityStepperProps = {
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** Appended to the button labels when several steppers share a screen (the cart lines). */
  itemName?: string;
  size?: "sm" | "md";
  className?: string;
};

/** docs/product.md#cart: minimum 1 everywhere, so the minus button is disabled at 1. */
export function QuantityStepper({ value, onDecrement, onIncrement, itemName, size = "md", className }: QuantityStepperProps) {
  const suffix = itemName ? ` de ${itemName}` : "";
  const button =
    "grid place-items-center rounded-full text-chocolate transition-colors hover:bg-peach-light disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";
  const box = size === "sm" ? "size-8" : "size-10";
  return (
    <div
      role="group"
      aria-label={`Quantité${suffix}`}
      className={cn("inline-flex items-center gap-1 rounded-full border border-line bg-white p-1", className)}
    >
      <button
        type="button"
        className={cn(button, box)}
        onClick={onDecrement}
        disabled={value <= 1}
        aria-label={`Diminuer la quantité${suffix}`}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className={cn("min-w-8 text-center font-semibold tabular-nums", size === "sm" ? "text-sm" : "text-base")}>
        {value}
      </output>
      <button
        type="button"
        className={cn(button, box)}
        onClick={onIncrement}
        disabled={value >= MAX_QUANTITY}
        aria-label={`Augmenter la quantité${suffix}`}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
