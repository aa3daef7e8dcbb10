import type { UseFormRegisterReturn } from "react-hook-form";
import { Home, Store } from "lucide-react";
import type { DeliveryMode } from "../../../shared/checkout-rules";
import { cn } from "../../lib/utils";
import { deliveryFeeLabel } from "./checkout-totals";

type DeliveryChoiceProps = {
  value: DeliveryMode;
  registration: UseFormRegisterReturn<"delivery_mode">;
  /** Where the bars are picked up, when the campaign gives it. */
  pickupAddress: string | null;
};

const options: { mode: DeliveryMode; label: string; icon: typeof Home }[] = [
  { mode: "pickup", label: "Retrait à l'association", icon: Store },
  { mode: "home_delivery", label: "Livraison à domicile", icon: Home },
];

/** The cart drawer's delivery choice (docs/product.md#cart): native radios, keyboard and screen readers for free. */
export function DeliveryChoice({ value, registration, pickupAddress }: DeliveryChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-chocolate">Mode de livraison</legend>
      {options.map(({ mode, label, icon: Icon }) => {
        const checked = value === mode;
        const hint = mode === "pickup" ? pickupAddress : "En France métropolitaine, par nos transporteurs partenaires";
        return (
          <label
            key={mode}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-2xl border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
              checked ? "border-(--campaign-primary) ring-1 ring-(--campaign-primary)" : "border-line hover:border-line-strong",
            )}
          >
            <input type="radio" value={mode} className="mt-1 size-4 shrink-0 accent-(--campaign-primary)" {...registration} />
            <Icon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-chocolate">{label}</span>
                <span className="shrink-0 text-sm font-semibold tabular-nums text-chocolate">{deliveryFeeLabel(mode)}</span>
              </span>
              {hint ? <span className="text-sm text-muted">{hint}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
