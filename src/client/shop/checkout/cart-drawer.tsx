import { lazy, useEffect, useRef, useState } from "react";
import { ShoppingBag } from "lucide-react";
import type { PublicCampaign } from "../../../shared/campaign";
import { HOME_DELIVERY_FEE_CENTS } from "../../../shared/catalogue";
import { formatEuros } from "../../../shared/money";
import { LoadBoundary } from "../../components/load-boundary";
import { Button } from "../../components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { CartDonation } from "./cart-donation";
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
  /** The donation paid with the bars (docs/product.md#donation), in cents, and its change. */
  donationCents: number;
  onDonationChange: (cents: number) => void;
  /** Where the focus lands on opening: the title, or the donation's choices ('Faire un don'). */
  focusOnOpen?: "title" | "donation";
};

/** 'Votre panier' says what it holds: the bars, the donation, or nothing yet. */
function cartSummary(count: number, donationCents: number): string {
  const bars = `${count} tablette${count > 1 ? "s" : ""} · 20 % reversés à l'association`;
  const donation = `un don de ${formatEuros(donationCents)}, reversé à 100 %`;
  if (count === 0) return donationCents > 0 ? `Votre panier contient ${donation}.` : "Aucune tablette pour le moment.";
  return donationCents > 0 ? `${bars}, et ${donation}` : bars;
}

/**
 * docs/product.md#cart: lines with a stepper (never below 1) and removal, the subtotal; then, on
 * 'Commander', the delivery choice, the buyer form and the payment.
 */
export function CartDrawer({
  campaign,
  open,
  onOpenChange,
  lines,
  onIncrement,
  onDecrement,
  onRemove,
  donationCents,
  onDonationChange,
  focusOnOpen = "title",
}: CartDrawerProps) {
  const [step, setStep] = useState<"cart" | "checkout">("cart");
  const count = cartCount(lines);
  const empty = lines.length === 0 && donationCents === 0;
  const title = useRef<HTMLHeadingElement>(null);
  const firstDonationChoice = useRef<HTMLInputElement>(null);

  // Every opening starts from the cart; an emptied cart has nothing to check out.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reset on opening, kept as it was written (decision 011)
    if (!open || empty) setStep("cart");
  }, [open, empty]);

  // Opening the cart lands on its title (a screen reader hears what opened), not on the first line's removal.
  const onOpenAutoFocus = (event: Event) => {
    event.preventDefault();
    const first = firstDonationChoice.current;
    if (focusOnOpen === "donation" && first) {
      // The chosen amount, as a keyboard user expects of a group of radios; the first one when none is.
      (first.closest("fieldset")?.querySelector<HTMLInputElement>("input:checked") ?? first).focus();
    } else title.current?.focus();
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent onOpenAutoFocus={onOpenAutoFocus}>
        <SheetHeader>
          <SheetTitle ref={title} tabIndex={-1} className="outline-none">
            Votre panier
          </SheetTitle>
          <SheetDescription>{cartSummary(count, donationCents)}</SheetDescription>
        </SheetHeader>

        {lines.length === 0 ? (
          <div className="flex flex-col items-center justify-center gap-4 p-8 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-peach-light text-brand-deeper">
              <ShoppingBag className="size-7" aria-hidden="true" />
            </span>
            <p className="font-semibold text-chocolate">
              {donationCents > 0 ? "Aucune tablette dans votre panier" : "Votre panier est vide"}
            </p>
            <SheetClose asChild>
              <Button variant="outline">Découvrir nos chocolats</Button>
            </SheetClose>
          </div>
        ) : (
          <CartLines lines={lines} onIncrement={onIncrement} onDecrement={onDecrement} onRemove={onRemove} />
        )}
        <CartDonation
          associationName={campaign.association_name}
          donationCents={donationCents}
          onChange={onDonationChange}
          firstChoiceRef={firstDonationChoice}
        />
        {empty ? null : (
          <>
            <div className="border-t border-line bg-white p-6">
              <dl className="flex flex-col gap-1 text-sm">
                {lines.length > 0 && donationCents > 0 ? (
                  <>
                    <div className="flex justify-between gap-3">
                      <dt className="text-muted">Tablettes</dt>
                      <dd className="tabular-nums">{formatEuros(cartSubtotalCents(lines))}</dd>
                    </div>
                    <div className="flex justify-between gap-3">
                      <dt className="text-muted">Don</dt>
                      <dd className="tabular-nums">{formatEuros(donationCents)}</dd>
                    </div>
                  </>
                ) : null}
                <div className="flex items-center justify-between text-lg font-semibold text-chocolate">
                  <dt>Sous-total</dt>
                  <dd className="tabular-nums">{formatEuros(cartSubtotalCents(lines) + donationCents)}</dd>
                </div>
              </dl>
              {step === "cart" ? (
                <>
                  <p className="mt-2 text-sm text-muted">
                    {lines.length > 0
                      ? `Retrait gratuit à l'association, ou livraison à domicile pour ${formatEuros(HOME_DELIVERY_FEE_CENTS)}.`
                      : "Un don seul ne demande ni retrait ni livraison."}
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
                  <CheckoutForm campaign={campaign} lines={lines} donationCents={donationCents} onFailure={() => onOpenChange(false)} />
                </LoadBoundary>
              </div>
            ) : null}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
