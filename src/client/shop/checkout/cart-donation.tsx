import { useState, type Ref } from "react";
import { formatEuros } from "../../../shared/money";
import { Field, fieldControlProps } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/utils";
import { DONATION_PRESETS_EUR, parseDonationAmount } from "./donation-amount";

type CartDonationProps = {
  associationName: string;
  /** The donation in the cart, in cents (0 for none). */
  donationCents: number;
  onChange: (cents: number) => void;
  /** The choice that takes the focus when 'Faire un don' opens the cart. */
  firstChoiceRef?: Ref<HTMLInputElement>;
};

const FREE_AMOUNT_ID = "cart-donation-amount";
const choices = [0, ...DONATION_PRESETS_EUR.map((euros) => euros * 100)];

/** A kept amount that is none of the presets shows in the free field: '15', '12,50'. */
const freeTextOf = (cents: number) =>
  choices.includes(cents)
    ? ""
    : formatEuros(cents)
        .replace(/[\s\u00a0\u202f€]/g, "")
        .replace(/,00$/, "");

/**
 * docs/product.md#donation: a donation added to the cart and paid with the bars, in one payment; or alone. Preset
 * amounts or a free one, each change kept in the cart at once (the server checks the amount again).
 */
export function CartDonation({ associationName, donationCents, onChange, firstChoiceRef }: CartDonationProps) {
  const [free, setFree] = useState(() => freeTextOf(donationCents));
  const [error, setError] = useState<string>();

  const typeFree = (text: string) => {
    setFree(text);
    setError(undefined);
    if (text.trim() === "") return onChange(0);
    const amount = parseDonationAmount(text);
    onChange(amount.ok ? amount.cents : 0);
  };
  const checkFree = () => {
    if (free.trim() === "") return;
    const amount = parseDonationAmount(free);
    setError(amount.ok ? undefined : amount.message);
  };

  return (
    <div className="border-t border-line px-6 py-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-chocolate">Ajouter un don (facultatif)</legend>
        <p className="text-sm text-muted">100 % de votre don est reversé à l'association {associationName}.</p>
        <div className="grid grid-cols-4 gap-2">
          {choices.map((cents, index) => {
            const checked = free.trim() === "" && donationCents === cents;
            return (
              <label
                key={cents}
                className={cn(
                  "flex h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                  checked
                    ? "border-(--campaign-primary) bg-(--campaign-primary) text-(--campaign-on-primary)"
                    : "border-line bg-white text-chocolate hover:border-line-strong",
                )}
              >
                <input
                  ref={index === 0 ? firstChoiceRef : undefined}
                  type="radio"
                  name="cart_donation"
                  value={cents}
                  checked={checked}
                  onChange={() => {
                    setFree("");
                    setError(undefined);
                    onChange(cents);
                  }}
                  className="sr-only"
                />
                {cents === 0 ? "Aucun" : `${cents / 100} €`}
              </label>
            );
          })}
        </div>
        <Field id={FREE_AMOUNT_ID} label="Autre montant (en euros)" error={error} hint="De 1 € à 5 000 €">
          <Input
            id={FREE_AMOUNT_ID}
            name="donation_amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Ex. : 15"
            value={free}
            onChange={(event) => typeFree(event.target.value)}
            onBlur={checkFree}
            {...fieldControlProps(FREE_AMOUNT_ID, error)}
          />
        </Field>
      </fieldset>
    </div>
  );
}
