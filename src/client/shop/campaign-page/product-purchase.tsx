import { useState } from "react";
import { HandCoins, ShoppingBag, Store, Truck } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { QuantityStepper } from "./quantity-stepper";
import { DELIVERY_PROMISE } from "../../../shared/delivery-promise";

type ProductPurchaseProps = {
  /** The product added: 'Ajouter au panier : {name}' for a screen reader. */
  productName: string;
  /**
   * The second promise: on a campaign page home delivery costs 3,90 € (docs/product.md#campaign-page), so it's the
   * free pick-up; the marketing pages' demo promises delivery to the association, and says what home delivery costs.
   */
  delivery: "free-pickup" | "free-delivery";
  /** Adds `quantity` bars, the stepper's value (from 1; remount with a key to start again). */
  onAdd: (quantity: number) => void;
  /** The button's look: the campaign's colour on its page, the brand's in the demo. */
  buttonVariant?: "campaign" | "default";
  buttonClassName?: string;
  /** 'Ajouter au panier' disabled (a campaign past its order deadline). */
  disabled?: boolean;
};

/** A product's promises ('20% reversés' and the delivery), the quantity stepper and 'Ajouter au panier'. */
export function ProductPurchase({
  productName,
  delivery,
  onAdd,
  buttonVariant = "default",
  buttonClassName,
  disabled = false,
}: ProductPurchaseProps) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge variant="soft">
          <HandCoins className="size-3.5" aria-hidden="true" />
          20% reversés
        </Badge>
        {/* The delivery promise is a sentence: it wraps on a phone rather than push the page sideways. */}
        <Badge variant="success" className="rounded-2xl whitespace-normal">
          {delivery === "free-pickup" ? (
            <>
              <Store className="size-3.5" aria-hidden="true" />
              Retrait gratuit à l'association
            </>
          ) : (
            <>
              <Truck className="size-3.5 shrink-0" aria-hidden="true" />
              {DELIVERY_PROMISE}
            </>
          )}
        </Badge>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={quantity}
          onDecrement={() => setQuantity((q) => Math.max(1, q - 1))}
          onIncrement={() => setQuantity((q) => q + 1)}
        />
        <Button
          size="lg"
          variant={buttonVariant}
          className={cn("flex-1", buttonClassName)}
          onClick={() => onAdd(quantity)}
          disabled={disabled}
          aria-label={`Ajouter au panier : ${productName}`}
        >
          <ShoppingBag aria-hidden="true" />
          Ajouter au panier
        </Button>
      </div>
    </>
  );
}
