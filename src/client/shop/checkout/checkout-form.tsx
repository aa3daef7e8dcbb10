import { useEffect, useRef } from "react";
import { Lock } from "lucide-react";
import { pathTo } from "../../../shared/page-paths";
import type { PublicCampaign } from "../../../shared/campaign";
import { buyerInfoSchema, type BuyerInfoInput } from "../../../shared/checkout";
import { formatEuros } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toastFirstError, useZodForm } from "../../lib/use-zod-form";
import { SellerSearchField } from "../sellers/seller-search";
import { useCheckoutSeller } from "../sellers/use-checkout-seller";
import { BuyerFields } from "./buyer-fields";
import type { CartLine } from "./cart-store";
import { checkoutTotals, toCheckoutCart } from "./checkout-totals";
import { DeliveryChoice } from "./delivery-choice";
import { donationEuros } from "./donation-amount";
import { useCheckoutPayment } from "./use-checkout-payment";
import { CONNECTION_LOST } from "./checkout-api";

// Loaded only when the buyer opens the checkout step (React.lazy in cart-drawer.tsx): zod and react-hook-form
// stay out of the campaign page's first load.

const emptyBuyer: BuyerInfoInput = {
  buyer_name: "",
  buyer_email: "",
  delivery_mode: "pickup",
  delivery_address: "",
  delivery_address_line2: "",
  delivery_postal_code: "",
  delivery_city: "",
  buyer_phone: "",
};

// What the buyer typed survives closing the drawer (e.g. after a failed payment) for the rest of the visit.
let draft: BuyerInfoInput = emptyBuyer;

type CheckoutFormProps = {
  campaign: PublicCampaign;
  lines: CartLine[];
  /** The cart's donation in cents, paid in the same payment (docs/product.md#donation). */
  donationCents: number;
  /** docs/product.md#checkout: on failure the cart drawer closes. */
  onFailure: () => void;
};

/**
 * The cart drawer (docs/product.md#cart): delivery choice, buyer form, the seller the order is for when the campaign
 * has sellers (docs/product.md#sellers), total and the checkout action.
 */
export function CheckoutForm({ campaign, lines, donationCents, onFailure }: CheckoutFormProps) {
  const form = useZodForm(buyerInfoSchema, { defaultValues: draft });
  const seller = useCheckoutSeller(campaign.id, campaign.public_slug);
  const { pay, loading, interrupted } = useCheckoutPayment(onFailure, seller.takeRefusal);
  // A donation alone ships nothing: no delivery to choose, no address to ask (the server stores none either).
  const donationAlone = lines.length === 0;
  const chosenMode = form.watch("delivery_mode") ?? "pickup";
  const mode = donationAlone ? "pickup" : chosenMode;
  const totals = checkoutTotals(lines, mode, donationCents);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    return () => {
      draft = form.getValues();
    };
  }, [form]);

  useEffect(() => {
    if (donationAlone && chosenMode !== "pickup") form.setValue("delivery_mode", "pickup");
  }, [donationAlone, chosenMode, form]);

  const onSubmit = form.handleSubmit(
    (buyer_info) =>
      pay({
        campaign_id: campaign.id,
        cart: toCheckoutCart(lines),
        ...(donationCents > 0 ? { donation_eur: donationEuros(donationCents) } : {}),
        buyer_info,
        ...(seller.sellerId ? { seller_id: seller.sellerId } : {}),
      }),
    toastFirstError,
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="checkout-title" className="flex flex-col gap-6">
      <h3 id="checkout-title" ref={heading} tabIndex={-1} className="font-display text-lg font-semibold text-chocolate outline-none">
        {donationAlone ? "Vos coordonnées" : "Livraison et coordonnées"}
      </h3>
      {donationAlone ? null : (
        <DeliveryChoice value={mode} registration={form.register("delivery_mode")} pickupAddress={campaign.association_address} />
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className={donationAlone ? "sr-only" : "mb-2 text-sm font-semibold text-chocolate"}>Vos coordonnées</legend>
        <BuyerFields form={form} idPrefix="checkout" withAddress={mode === "home_delivery"} />
      </fieldset>
      {seller.field ? <SellerSearchField id="checkout-seller" {...seller.field} /> : null}

      <dl className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm shadow-(--shadow-soft)">
        {lines.length > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Tablettes</dt>
            <dd className="tabular-nums">{formatEuros(totals.subtotalCents)}</dd>
          </div>
        ) : null}
        {donationCents > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Don</dt>
            <dd className="tabular-nums">{formatEuros(donationCents)}</dd>
          </div>
        ) : null}
        {donationAlone ? null : (
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Livraison</dt>
            <dd className="tabular-nums">{totals.deliveryFeeCents === 0 ? "Gratuit" : formatEuros(totals.deliveryFeeCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-line pt-2 text-base font-semibold text-chocolate">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatEuros(totals.totalCents)}
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-2">
        {/* The sales terms in a new tab, so that the cart and the form stay as they are (a plain link: the campaign
            page may run without the app's router). Read, and reached with Tab, before 'Payer': what paying accepts
            comes before the act. */}
        <p className="text-center text-xs text-ink">
          En payant, vous acceptez les{" "}
          <a href={pathTo("salesTerms")} target="_blank" rel="noopener" className="font-medium underline underline-offset-2">
            conditions générales de vente
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
          .
        </p>
        {interrupted ? (
          <p role="alert" className="rounded-xl bg-peach-light px-3 py-2 text-center text-sm text-chocolate">
            {CONNECTION_LOST}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={loading} aria-busy={loading} variant="campaign">
          {loading ? <Spinner className="text-current" /> : <Lock aria-hidden="true" />}
          {loading ? "Paiement en cours…" : `Payer ${formatEuros(totals.totalCents)}`}
        </Button>
        <p className="text-center text-xs text-muted">
          Paiement sécurisé par carte bancaire : vous allez être redirigé vers la page de paiement.
        </p>
      </div>
    </form>
  );
}
