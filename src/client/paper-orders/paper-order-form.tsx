import type { ReactNode } from "react";
import { useWatch, type DefaultValues } from "react-hook-form";
import { Banknote, ScrollText } from "lucide-react";
import { findProduct } from "../../shared/catalogue";
import { formatEuros, toCents } from "../../shared/money";
import type { PaperOrdersPage } from "../../shared/paper-orders-responses";
import {
  emptyPaperOrderLines,
  paperOrderEstimateCents,
  paperOrderRequestSchema,
  PAPER_BUYER_NAME_MAX,
  PAPER_NOTE_MAX,
  type PaperOrderRequest,
  type PaperOrderRequestInput,
} from "../../shared/paper-orders";
import { CHEQUE_NUMBER_MAX_LENGTH, paperPaymentMethods, paymentMethodLabels, type PaperPaymentMethod } from "../../shared/payment-methods";
import { FormInput } from "../components/form-input";
import { Button } from "../components/ui/button";
import { Field, fieldControlProps, FieldError } from "../components/ui/field";
import { Input } from "../components/ui/input";
import { Textarea } from "../components/ui/textarea";
import { cn } from "../lib/utils";
import { showServerFieldError, toastFirstError, useZodForm } from "../lib/use-zod-form";
import { BarStepper } from "./bar-stepper";
import { SellerField } from "./seller-field";

// The paper order form (docs/product.md#paper-orders), made for a phone held in one hand: one column, big steppers and
// payment choices, the total and the button at the bottom of the screen. It is checked by the server's own schema;
// the total is worked out with the shared rules as the member types, and the server's answer then says what counts.

const methodIcons = { cash: Banknote, cheque: ScrollText } as const satisfies Record<PaperPaymentMethod, unknown>;

/** "2,50" or "2.5" typed in the donation field: euros; empty: none. Anything else fails the schema in French. */
function donationValue(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return value;
  const text = String(value).trim().replace(",", ".");
  return text === "" ? null : Number(text);
}

/** What the member answers once the server has: 'reset' for a blank form (the next order), 'keep' otherwise. */
export type PaperOrderSubmit = (order: PaperOrderRequest) => Promise<"reset" | "keep">;

type PaperOrderFormProps = {
  campaignBarPriceEur: number | null;
  /** A correction's starting point; a new order starts blank. */
  initial?: DefaultValues<PaperOrderRequestInput>;
  /** The reader sees buyers' e-mails (docs/product.md#roles): else the field is left out, and the e-mail unchanged. */
  showEmail: boolean;
  /** The note is written with the order, not corrected. */
  showNote: boolean;
  /** The campaign's sellers, for 'Vendeur (facultatif)'; none: the field is left out. */
  sellers: PaperOrdersPage["sellers"];
  submitLabel: string;
  pendingLabel: string;
  onSubmit: PaperOrderSubmit;
  /** Beside the submit button (a dialog's way out). */
  secondaryAction?: ReactNode;
  /** Set on a second form of the page (a correction): its fields' ids start with it, so each label finds its own. */
  idPrefix?: string;
};

/** A blank form, with the idempotency key of the next order: drawn when the form opens, kept until it is recorded. */
export function blankPaperOrder(): DefaultValues<PaperOrderRequestInput> {
  return {
    buyer_name: "",
    buyer_email: "",
    seller_id: "",
    lines: emptyPaperOrderLines(),
    donation_eur: null,
    cheque_number: "",
    note: "",
    idempotency_key: crypto.randomUUID(),
  };
}

export function PaperOrderForm({
  campaignBarPriceEur,
  initial,
  showEmail,
  showNote,
  sellers,
  submitLabel,
  pendingLabel,
  onSubmit,
  secondaryAction,
  idPrefix,
}: PaperOrderFormProps) {
  // The correction's form sits on the page beside the new order's: its fields need ids of their own.
  const fieldId = (name: string) => (idPrefix ? `${idPrefix}-${name}` : name);
  const form = useZodForm(paperOrderRequestSchema, { defaultValues: initial ?? blankPaperOrder() });
  const { errors, isSubmitting } = form.formState;
  const lines = useWatch({ control: form.control, name: "lines" }) ?? [];
  const donation = useWatch({ control: form.control, name: "donation_eur" });
  const method = useWatch({ control: form.control, name: "payment_method" });
  const sellerId = useWatch({ control: form.control, name: "seller_id" });
  const totalCents = paperOrderEstimateCents({ lines, donationEur: donation, campaignBarPriceEur });
  // The campaign's own price replaces every bar's (docs/product.md#bar-price).
  const barCents = (productId: string) =>
    (campaignBarPriceEur === null ? null : toCents(campaignBarPriceEur)) ?? findProduct(productId)?.priceCents ?? 0;

  const submit = form.handleSubmit(async (order) => {
    let next: "reset" | "keep";
    try {
      next = await onSubmit(order);
    } catch (error) {
      // The server's message is said by the caller; a field it names shows it too. The key stays: a retry after a
      // lost answer gives back the order the first try recorded.
      showServerFieldError(form, error);
      return;
    }
    if (next === "reset") {
      form.reset(blankPaperOrder());
      form.setFocus("buyer_name");
    }
  }, toastFirstError);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormInput
        form={form}
        name="buyer_name"
        idPrefix={idPrefix}
        label="Nom de l'acheteur"
        autoComplete="off"
        autoCapitalize="words"
        maxLength={PAPER_BUYER_NAME_MAX}
        className="h-12"
      />
      {showEmail ? (
        <FormInput
          form={form}
          name="buyer_email"
          idPrefix={idPrefix}
          label="E-mail (facultatif)"
          type="email"
          inputMode="email"
          autoComplete="off"
          className="h-12"
          hint="Pour le prévenir quand ses tablettes sont arrivées. Il recevra d'abord un e-mail pour confirmer son adresse."
        />
      ) : null}

      {sellers.length > 0 ? (
        <SellerField
          sellers={sellers}
          value={sellerId ?? ""}
          onChange={(id) => form.setValue("seller_id", id, { shouldDirty: true })}
          error={errors.seller_id?.message}
        />
      ) : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-chocolate">Tablettes</legend>
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white px-4">
          {lines.map((line, index) => {
            const product = findProduct(line.id);
            if (!product) return null;
            return (
              <li key={line.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0">
                  <span className="block font-semibold text-chocolate">{product.name}</span>
                  <span className="block text-sm text-muted">{formatEuros(barCents(line.id))} l'unité</span>
                </span>
                <BarStepper
                  name={product.name}
                  value={line.quantity}
                  onChange={(quantity) =>
                    form.setValue(`lines.${index}.quantity`, quantity, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                  }
                />
              </li>
            );
          })}
        </ul>
        <FieldError message={errors.lines?.message ?? errors.lines?.root?.message} />
      </fieldset>

      <Field id={fieldId("donation_eur")} label="Don (facultatif, en euros)" error={errors.donation_eur?.message}>
        <Input
          id={fieldId("donation_eur")}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          className="h-12"
          {...fieldControlProps(fieldId("donation_eur"), errors.donation_eur)}
          {...form.register("donation_eur", { setValueAs: donationValue })}
        />
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-chocolate">Paiement</legend>
        <div className="grid grid-cols-2 gap-3">
          {paperPaymentMethods.map((value) => {
            const Icon = methodIcons[value];
            return (
              <label
                key={value}
                className={cn(
                  "flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border bg-white px-4 py-3 text-base font-semibold text-chocolate transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
                  method === value ? "border-brand-dark ring-2 ring-brand-dark" : "border-line hover:border-line-strong",
                )}
              >
                <input type="radio" value={value} className="size-5 shrink-0 accent-brand-dark" {...form.register("payment_method")} />
                <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
                {paymentMethodLabels[value]}
              </label>
            );
          })}
        </div>
        <FieldError message={errors.payment_method?.message} />
      </fieldset>

      {method === "cheque" ? (
        <FormInput
          form={form}
          name="cheque_number"
          idPrefix={idPrefix}
          label="Numéro du chèque"
          inputMode="numeric"
          autoComplete="off"
          maxLength={CHEQUE_NUMBER_MAX_LENGTH}
          className="h-12 font-mono"
        />
      ) : null}

      {showNote ? (
        <Field id={fieldId("note")} label="Note (facultative)" error={errors.note?.message}>
          <Textarea
            id={fieldId("note")}
            maxLength={PAPER_NOTE_MAX}
            className="min-h-20"
            {...fieldControlProps(fieldId("note"), errors.note)}
            {...form.register("note")}
          />
        </Field>
      ) : null}

      {/* On a phone the total and the button stay at the bottom of the screen, under the thumb. */}
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <p className="flex items-baseline justify-between text-lg font-semibold text-chocolate" aria-live="polite">
          <span>Total</span>
          <span className="tabular-nums" data-testid="paper-order-total">
            {formatEuros(totalCents)}
          </span>
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {secondaryAction}
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? pendingLabel : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
