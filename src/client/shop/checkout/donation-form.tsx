import { useState, type FormEvent } from "react";
import { HandHeart } from "lucide-react";
import type { PublicCampaign } from "../../../shared/campaign";
import { buyerInfoSchema } from "../../../shared/checkout";
import { formatEuros } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { notifyValidation } from "../../lib/notify";
import { firstErrorMessage, useZodForm } from "../../lib/use-zod-form";
import { cn } from "../../lib/utils";
import { BuyerFields } from "./buyer-fields";
import { chosenDonation, DONATION_PRESETS_EUR, donationEuros } from "./donation-amount";
import { useCheckoutPayment } from "./use-checkout-payment";

type DonationFormProps = { campaign: PublicCampaign; onFailure: () => void };

const FREE_AMOUNT_ID = "donation-amount";

/** Preset amounts or a free one (1 € to 5 000 €), the donor's name and e-mail; nothing is shipped (pick-up mode). */
export function DonationForm({ campaign, onFailure }: DonationFormProps) {
  const [preset, setPreset] = useState<number | null>(20);
  const [free, setFree] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const form = useZodForm(buyerInfoSchema, { defaultValues: { buyer_name: "", buyer_email: "", delivery_mode: "pickup" } });
  const { pay, loading } = useCheckoutPayment(onFailure);
  const amount = chosenDonation(preset, free);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const current = chosenDonation(preset, free);
    setAmountError(current.ok ? undefined : current.message);
    // The amount comes first in the form, so its message is the first one shown.
    return form.handleSubmit(
      async (buyer_info) => {
        if (!current.ok) return notifyValidation(current.message);
        await pay({ campaign_id: campaign.id, cart: [], donation_eur: donationEuros(current.cents), buyer_info }, "donation");
      },
      (errors) => {
        const message = current.ok ? firstErrorMessage(errors) : current.message;
        if (message) notifyValidation(message);
      },
    )(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Faire un don" className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-chocolate">Montant du don</legend>
        <div className="grid grid-cols-3 gap-2">
          {DONATION_PRESETS_EUR.map((euros) => {
            const checked = preset === euros && free.trim() === "";
            return (
              <label
                key={euros}
                className={cn(
                  "flex h-12 cursor-pointer items-center justify-center rounded-xl border text-base font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                  checked
                    ? "border-(--campaign-primary) bg-(--campaign-primary) text-(--campaign-on-primary)"
                    : "border-line bg-white text-chocolate hover:border-line-strong",
                )}
              >
                <input
                  type="radio"
                  name="donation_preset"
                  value={euros}
                  checked={checked}
                  onChange={() => {
                    setPreset(euros);
                    setFree("");
                    setAmountError(undefined);
                  }}
                  className="sr-only"
                />
                {euros} €
              </label>
            );
          })}
        </div>
        <Field id={FREE_AMOUNT_ID} label="Autre montant (en euros)" error={amountError} hint="De 1 € à 5 000 €" className="mt-4">
          <Input
            id={FREE_AMOUNT_ID}
            name="donation_amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ex. : 15"
            value={free}
            onChange={(event) => {
              setFree(event.target.value);
              setAmountError(undefined);
            }}
            {...fieldControlProps(FREE_AMOUNT_ID, amountError)}
          />
        </Field>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-chocolate">Vos coordonnées</legend>
        <BuyerFields form={form} idPrefix="donation" withAddress={false} />
        <p className="text-xs text-muted">Votre e-mail sert à vous envoyer la confirmation de votre don.</p>
      </fieldset>

      <Button type="submit" size="lg" disabled={loading} aria-busy={loading} variant="campaign">
        {loading ? <Spinner className="text-current" /> : <HandHeart aria-hidden="true" />}
        {amount.ok ? `Donner ${formatEuros(amount.cents)}` : "Donner"}
      </Button>
    </form>
  );
}
