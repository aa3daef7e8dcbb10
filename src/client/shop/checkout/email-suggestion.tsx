import type { UseFormReturn } from "react-hook-form";
import type { BuyerInfo, BuyerInfoInput } from "../../../shared/checkout";
import { suggestEmailCorrection } from "../../../shared/email-typo";

/**
 * 'Vouliez-vous dire …@gmail.com ?' under the e-mail field (docs/product.md#buyer-form): one tap puts the suggestion
 * in the field; the buyer may also ignore it. Announced politely, so a screen reader hears it once it appears.
 */
export function EmailSuggestion({ form }: { form: UseFormReturn<BuyerInfoInput, unknown, BuyerInfo> }) {
  const suggestion = suggestEmailCorrection(form.watch("buyer_email") ?? "");
  return (
    <div aria-live="polite">
      {suggestion ? (
        <button
          type="button"
          onClick={() => form.setValue("buyer_email", suggestion, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
          className="min-h-11 cursor-pointer py-2 text-left text-sm font-medium text-brand-deeper underline underline-offset-2"
        >
          Vouliez-vous dire {suggestion} ?
        </button>
      ) : null}
    </div>
  );
}
